import { Type } from 'typebox';
import { Id, INT32_MAX, MessageBody, withErrors } from '../../lib/schemas';
import { MAX_NEW_PERIODS } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const NullableId = Type.Union([Type.Integer(), Type.Null()]);
const Frequency = Type.Union(
  [Type.Literal('weekly'), Type.Literal('biweekly'), Type.Literal('semimonthly'), Type.Literal('monthly')],
  {
    description:
      'weekly: 7 days; biweekly: 14; semimonthly: 1st-15th and 16th-end of month; monthly: a calendar month.',
  },
);
const PeriodStatus = Type.Union(
  [Type.Literal('open'), Type.Literal('submitted'), Type.Literal('approved'), Type.Literal('locked')],
  { description: 'locked by an admin; else approved or submitted once every person counted is, otherwise open.' },
);

const Period = {
  pay_period_id: Type.Integer(),
  name: Type.String({ description: "e.g. 'November 2026', '16-30 Nov 2026', 'Week 48 2026'" }),
  frequency: Frequency,
  start_date: Type.String(),
  end_date: Type.String(),
  locked_at: Instant,
  status: PeriodStatus,
  total: Type.Integer({ description: 'Active staff the caller may see, hired by the last day.' }),
  submitted: Type.Integer(),
  approved: Type.Integer(),
};

const Person = Type.Object({
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  report_to: NullableId,
  status: Type.Union([Type.Literal('open'), Type.Literal('submitted'), Type.Literal('approved')]),
  submitted_at: Instant,
  submitted_by: NullableId,
  approved_at: Instant,
  approved_by: NullableId,
});

const params = Type.Object({ id: Id });
const tags = ['pay periods'];

export const ListPayPeriodsSchema = {
  summary: 'List pay periods',
  tags,
  description: 'Newest first, with the sign-off counts of the people the caller may see.',
  response: withErrors({ 200: Type.Array(Type.Object(Period)) }, 401),
};

export const PayPeriodSchema = {
  summary: 'Get a pay period',
  tags,
  description: "The period with each person the caller may see and their timesheet's sign-off.",
  params,
  response: withErrors(
    { 200: Type.Object({ ...Period, locked_by: NullableId, people: Type.Array(Person) }) },
    400,
    401,
    404,
  ),
};

export const CreatePayPeriodsSchema = {
  summary: 'Add pay periods',
  tags,
  description:
    'Adds `count` consecutive periods. The first starts the day after the latest period ends (any day when there ' +
    'is none): 400 for a gap, 409 for an overlap. Semi-monthly periods start on the 1st or 16th, monthly on the 1st.',
  body: Type.Object(
    {
      frequency: Frequency,
      start_date: IsoDate,
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NEW_PERIODS, default: 1 })),
    },
    { additionalProperties: false },
  ),
  response: withErrors(
    {
      201: Type.Object({
        message: Type.String(),
        periods: Type.Array(
          Type.Object({
            pay_period_id: Type.Integer(),
            name: Type.String(),
            start_date: Type.String(),
            end_date: Type.String(),
          }),
        ),
      }),
    },
    400,
    401,
    403,
    409,
  ),
};

export const SubmitTimesheetSchema = {
  summary: 'Submit a timesheet of a pay period',
  tags,
  description: 'An employee submits their own; a manager may for a direct report, an admin for anyone.',
  params,
  body: Type.Object(
    {
      employee_id: Type.Optional(
        Type.Integer({ minimum: 1, maximum: INT32_MAX, description: 'Left out: the caller.' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const ApproveTimesheetSchema = {
  summary: 'Approve a submitted timesheet of a pay period',
  tags,
  description: "The employee's manager or an admin, once the timesheet is submitted.",
  params,
  body: Type.Object({ employee_id: Id }, { additionalProperties: false }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const LockPayPeriodSchema = {
  summary: 'Lock a pay period',
  tags,
  description:
    'From then on every write to a day of the period (clock records, corrections, leave) answers 409 ' +
    '"Pay period <name> is locked.". Refused (409, listing them) while correction requests of its days are open.',
  params,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const UnlockPayPeriodSchema = {
  summary: 'Unlock a pay period',
  tags,
  description: 'The reason is kept in the audit log.',
  params,
  body: Type.Object({ reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};
