import { Type } from 'typebox';
import { Id, withErrors } from '../../lib/schemas';

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const CalendarLeave = Type.Object({
  request_id: Type.Integer(),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  start_half: Type.Boolean(),
  end_half: Type.Boolean(),
  status: Type.Union([Type.Literal('approved'), Type.Literal('pending')]),
  leave_type: NullableString,
  leave_type_name: NullableString,
});

export const TeamCalendarSchema = {
  summary: 'Get a month of the team calendar',
  tags: ['team calendar'],
  description:
    'A month of approved and pending leave and the holidays. An admin sees everyone (department_id filters), a ' +
    'manager themselves and their direct reports with the leave types, an employee the people of their own ' +
    'departments without the leave types (null) except their own.',
  querystring: Type.Object({
    month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' }),
    department_id: Type.Optional(Id),
  }),
  response: withErrors(
    {
      200: Type.Object({
        month: Type.String(),
        first: Type.String(),
        last: Type.String(),
        shows_leave_types: Type.Boolean(),
        holidays: Type.Array(Type.Object({ date: Type.String(), name: Type.String(), location: NullableString })),
        leave: Type.Array(CalendarLeave),
      }),
    },
    400,
    401,
  ),
};
