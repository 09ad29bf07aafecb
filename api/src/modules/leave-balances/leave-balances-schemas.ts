import { Type } from 'typebox';
import type { Readable } from 'node:stream';
import { Id, withErrors, Year } from '../../lib/schemas';

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const EmployeeYearQuery = Type.Object({
  employee_id: Type.Optional(Type.Integer({ ...Id, description: 'Default: the caller.' })),
  year: Type.Optional(Type.Integer({ ...Year, description: 'Default: this year (company date).' })),
});
const WHO =
  'An employee for themselves, a manager for themselves and their direct reports, an admin for anyone (403 otherwise).';

const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM' });
const Unit = Type.Union([Type.Literal('day'), Type.Literal('hour')], {
  description: "'hour': the figures are minutes (a type counted in hours); 'day': working days.",
});

const BalanceRow = Type.Object({
  leave_type: Type.String(),
  display_name: Type.String(),
  unit: Unit,
  counted: Type.Boolean({
    description: 'False: not counted against a balance (entitled, accrued and remaining null).',
  }),
  entitled: NullableNumber,
  carried_over: Type.Number(),
  carry_over_expired: Type.Number(),
  adjustments: Type.Number({ description: "An admin's adjustments, and credits that never lapse." }),
  credited: Type.Number({ description: 'Time in lieu credited in the year (lapsing credits).' }),
  credit_expired: Type.Number({ description: 'Of those credits, what lapsed unused by today.' }),
  accrued_to_date: NullableNumber,
  taken: Type.Number(),
  pending: Type.Number(),
  remaining: NullableNumber,
});

export const BalancesSchema = {
  summary: 'List leave balances',
  tags: ['leave balances'],
  description: `Per active leave type, the year's balance in working days (minutes for a type in hours), read today. ${WHO}`,
  querystring: EmployeeYearQuery,
  response: withErrors({ 200: Type.Array(BalanceRow) }, 400, 401, 403, 404),
};

export const LedgerSchema = {
  summary: 'List the lines behind leave balances',
  tags: ['leave balances'],
  description: `The lines behind each counted balance of the year, oldest first. ${WHO}`,
  querystring: EmployeeYearQuery,
  response: withErrors(
    {
      200: Type.Array(
        Type.Object({
          date: Type.String(),
          leave_type: Type.String(),
          unit: Unit,
          kind: Type.Union([
            Type.Literal('entitlement'),
            Type.Literal('carry_over'),
            Type.Literal('carry_over_expired'),
            Type.Literal('adjustment'),
            Type.Literal('time_in_lieu'),
            Type.Literal('time_in_lieu_expired'),
            Type.Literal('taken'),
            Type.Literal('pending'),
          ]),
          days: Type.Number({ description: 'Working days, or minutes when unit is hour.' }),
          expires_on: Type.Union([IsoDate, Type.Null()], { description: 'A time-in-lieu credit lapses on this day.' }),
          description: Type.String(),
          request_id: Type.Union([Type.Integer(), Type.Null()]),
        }),
      ),
    },
    400,
    401,
    403,
    404,
  ),
};

export const AdjustmentSchema = {
  summary: 'Adjust a leave balance',
  tags: ['leave balances'],
  description:
    "An admin's correction of a counted balance (this year's unless `year`), audited and shown in the ledger: " +
    '`days` for a type in days, `minutes` for a type in hours.',
  body: Type.Object(
    {
      employee_id: Id,
      leave_type: Type.String({ minLength: 1, maxLength: 100 }),
      days: Type.Optional(Type.Number({ minimum: -366, maximum: 366, multipleOf: 0.5 })),
      minutes: Type.Optional(Type.Integer({ minimum: -21_960, maximum: 21_960 })),
      reason: Type.String({ maxLength: 500 }),
      year: Type.Optional(Year),
    },
    { additionalProperties: false },
  ),
  response: withErrors(
    { 201: Type.Object({ message: Type.String(), adjustment_id: Type.Integer() }) },
    400,
    401,
    403,
    404,
  ),
};

export const CarryOverSchema = {
  summary: "Carry over the year's leave balances",
  tags: ['leave balances'],
  description:
    "Carries every counted balance's remainder at the end of `year` (up to each policy's cap) into the next year. " +
    'The scheduled job does this for the year just ended; running it again changes nothing.',
  body: Type.Object({ year: Year }, { additionalProperties: false }),
  response: withErrors({ 200: Type.Object({ message: Type.String(), carried: Type.Integer() }) }, 400, 401, 403),
};

export const PreviewSchema = {
  summary: 'Preview a leave request',
  tags: ['leave balances'],
  description:
    'What a leave request would take before it is sent: its working days, and the balance left after it (null ' +
    'when the type is not counted).',
  querystring: Type.Object({
    leave_type: Type.String({ minLength: 1, maxLength: 100 }),
    start_date: IsoDate,
    end_date: IsoDate,
    start_half: Type.Optional(Type.Boolean()),
    end_half: Type.Optional(Type.Boolean()),
    start_time: Type.Optional(ClockTime),
    end_time: Type.Optional(ClockTime),
  }),
  response: withErrors(
    {
      200: Type.Object({
        unit: Unit,
        working_days: Type.Number({ description: 'Working days, or minutes when unit is hour.' }),
        remaining: NullableNumber,
        remaining_after: NullableNumber,
      }),
    },
    400,
    401,
  ),
};

export const ApprovalContextSchema = {
  summary: 'Get what an approver needs to decide',
  tags: ['leave balances'],
  description:
    "For an approver: the request's working days, the requester's balance with it counted, and who else of the " +
    "requester's departments is off in that period (a warning, never a block).",
  params: Type.Object({ request_id: Id }),
  response: withErrors(
    {
      200: Type.Object({
        request_id: Type.Integer(),
        leave_type: Type.String(),
        unit: Unit,
        counted: Type.Boolean(),
        working_days: Type.Number({ description: 'Working days, or minutes when unit is hour.' }),
        remaining: NullableNumber,
        others_off: Type.Array(
          Type.Object({
            employee_id: Type.Integer(),
            employee_name: Type.String(),
            start_date: Type.String(),
            end_date: Type.String(),
            status: Type.Union([Type.Literal('approved'), Type.Literal('pending')]),
          }),
        ),
      }),
    },
    401,
    403,
    404,
  ),
};

export const ExportSchema = {
  summary: 'Export leave balances (.xlsx)',
  tags: ['leave balances'],
  description: "Everyone's counted balances of the year as an .xlsx file, one row per person and leave type.",
  querystring: Type.Object({ year: Year }),
  produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  response: withErrors({ 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }) }, 400, 401, 403),
};
