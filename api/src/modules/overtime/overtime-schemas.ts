import { Type } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Compensation = Type.Union([Type.Literal('pay'), Type.Literal('time_in_lieu')]);
const Status = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

const Overtime = Type.Object({
  overtime_id: Type.Integer(),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  kind: Type.Union([Type.Literal('day'), Type.Literal('week')], {
    description:
      "'day': beyond the day's shift or the company's day; 'week': beyond weekly_hours (period_date is the Monday).",
  }),
  period_date: IsoDate,
  minutes: Type.Integer(),
  rate_class: Type.Union([
    Type.Literal('weekday'),
    Type.Literal('weekend'),
    Type.Literal('holiday'),
    Type.Literal('night'),
  ]),
  status: Status,
  approved_minutes: Type.Union([Type.Integer(), Type.Null()]),
  compensation: Type.Union([Compensation, Type.Null()], { description: 'Set once approved.' }),
  requested_compensation: Type.Union([Compensation, Type.Null()], {
    description: "The employee's own choice while pending, where OVERTIME_COMPENSATION is employee_choice.",
  }),
  choice_open: Type.Boolean({
    description:
      'Pending under OVERTIME_COMPENSATION = employee_choice: its employee may still choose (PUT compensation).',
  }),
  comment: Type.Union([Type.String(), Type.Null()]),
  decided_by: Type.Union([Type.Integer(), Type.Null()]),
  decided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const ListOvertimeSchema = {
  summary: 'List overtime',
  tags: ['attendance'],
  description:
    "Minutes worked beyond the day's published shift (less its break) or the company's working day, and beyond an " +
    "employee's weekly_hours for ended weeks, past OVERTIME_TOLERANCE_MINUTES: an employee's own, a manager's team, " +
    `everyone for an admin. Default range: the last ${DEFAULT_RANGE_DAYS} days; at most ${MAX_RANGE_DAYS}.`,
  querystring: Type.Object({
    status: Type.Optional(Status),
    start: Type.Optional(IsoDate),
    end: Type.Optional(IsoDate),
    employee_id: Type.Optional(Id),
  }),
  response: withErrors({ 200: Type.Array(Overtime) }, 400, 401),
};

export const OvertimeParams = Type.Object({ overtime_id: Id });

export const ApproveOvertimeSchema = {
  summary: 'Approve overtime in whole or in part',
  tags: ['attendance'],
  description:
    'approved_minutes (default: all of them) between 1 and the overtime minutes; a manager for a direct report, an ' +
    "admin for anyone. compensation: 'pay', or 'time_in_lieu' (credited in minutes to the time_in_lieu leave " +
    'balance, lapsing TIME_IN_LIEU_EXPIRY_DAYS after the day worked) as OVERTIME_COMPENSATION allows: pay or ' +
    "time_in_lieu fix it; employee_choice takes the employee's own choice (requested_compensation), else the " +
    "approver's, else pay (asking otherwise than the employee chose: 400).",
  params: OvertimeParams,
  body: Type.Object(
    {
      approved_minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 * 24 * 60 })),
      compensation: Type.Optional(Compensation),
      comment: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const RejectOvertimeSchema = {
  summary: 'Reject overtime',
  tags: ['attendance'],
  params: OvertimeParams,
  body: Type.Object(
    { comment: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])) },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const ChooseCompensationSchema = {
  summary: 'Choose how my overtime is compensated',
  tags: ['attendance'],
  description:
    'The person who worked a pending overtime asks for it to be paid or credited as time in lieu, where ' +
    'OVERTIME_COMPENSATION is employee_choice (else 409); the approval then compensates it so. Refused once decided.',
  params: OvertimeParams,
  body: Type.Object({ compensation: Compensation }, { additionalProperties: false }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};
