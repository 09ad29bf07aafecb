import { Type } from 'typebox';
import { Id, withErrors } from '../../lib/schemas';
import { IsoDate } from './assignments-schemas';

const tags = ['shifts'];
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const RosterShift = Type.Object({
  assignment_id: Type.Integer(),
  shift_type_id: Type.Integer(),
  start_time: Type.String({ description: 'HH:MM' }),
  end_time: Type.String({ description: 'HH:MM' }),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
});

const RosterDay = Type.Object({
  date: Type.String(),
  shift: Nullable(RosterShift),
  leave: Nullable(
    Type.Object({ leave_type: Nullable(Type.String()), half_day: Type.Boolean({ description: 'Only part of the day' }) }),
  ),
  holiday: Nullable(Type.String({ description: "The holiday's name in the person's calendar" })),
  attendance: Nullable(
    Type.Union(
      [Type.Literal('present'), Type.Literal('late'), Type.Literal('absent'), Type.Literal('day off')],
      { description: 'Past days only: against the shift when there is one, else the company working day.' },
    ),
  ),
});

export const RosterSchema = {
  tags,
  summary: 'The roster: shifts, leave, holidays and attendance per person and day',
  description:
    'Per person (of the department when given, and whom the caller may see) and per day from start to end (62 ' +
    'days at most): the shift (drafts only to their planners), approved leave, the holiday of their calendar, and ' +
    "for past days the attendance status. A shift worker's day without a shift is a day off.",
  querystring: Type.Object({ start: IsoDate, end: IsoDate, department_id: Type.Optional(Id) }),
  response: withErrors(
    {
      200: Type.Object({
        start: Type.String(),
        end: Type.String(),
        dates: Type.Array(Type.String()),
        people: Type.Array(
          Type.Object({ employee_id: Type.Integer(), name: Type.String(), days: Type.Array(RosterDay) }),
        ),
      }),
    },
    400,
    401,
  ),
};

export const PublishSchema = {
  tags,
  summary: "Publish a department's week",
  description:
    "Publishes the drafts of that week (Monday to Sunday) of the department's people the caller plans for (a " +
    "manager's direct reports, an admin's everyone) and mails each of them their week. Later changes of a " +
    'published shift stay published and are mailed to the person.',
  body: Type.Object({ week_start: IsoDate, department_id: Id }, { additionalProperties: false }),
  response: withErrors(
    { 200: Type.Object({ message: Type.String(), published: Type.Integer() }) },
    400,
    401,
    403,
    404,
  ),
};
