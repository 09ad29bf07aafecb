import { Type, type TSchema } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { DAY_STATES, DEFAULT_LOG_DAYS, MAX_LOG_ROWS, MAX_RANGE_DAYS } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

const CurrentStatus = Type.Object({
  clocked_in: Type.Boolean({ description: "Today's record is open (the older field; state says more)." }),
  state: Type.Union([Type.Literal(DAY_STATES[0]), Type.Literal(DAY_STATES[1]), Type.Literal(DAY_STATES[2])], {
    description: 'not_clocked_in: no record today; clocked_in: open; day_complete: closed (clock in refused).',
  }),
  clock_in_time: Nullable(Timestamp),
  clock_out_time: Nullable(Timestamp),
  auto_clocked_out: Type.Boolean({ description: 'The automatic clock-out closed the day.' }),
  check_in_corrected: Type.Boolean({ description: 'The clock in was set by a correction, not face-verified.' }),
  check_out_corrected: Type.Boolean({ description: 'The clock out was set by a correction, not face-verified.' }),
  check_in_time: Nullable({ ...Timestamp, description: 'Same as clock_in_time (kept for older clients).' }),
  check_out_time: Nullable({ ...Timestamp, description: 'Same as clock_out_time (kept for older clients).' }),
  attendance_date: Type.String({
    format: 'date',
    description: "The record's date: today, or until today's shift opens the date a night shift started on.",
  }),
  shift: Nullable(
    Type.Object(
      {
        starts_at: Timestamp,
        ends_at: Timestamp,
        start_time: Type.String({ description: 'HH:MM in the company time zone.' }),
        end_time: Type.String({ description: 'HH:MM in the company time zone; before start_time: the next day.' }),
      },
      { description: "The caller's published shift of that date; null: the company's working day applies." },
    ),
  ),
  on_break: Type.Boolean({ description: 'A break is open (only while clocked in).' }),
  break_started_at: Nullable({ ...Timestamp, description: 'When the open break started; null: none open.' }),
  break_minutes: Type.Integer({ description: 'Whole minutes of punched breaks so far, the open one included.' }),
  worked_minutes: Nullable(
    Type.Integer({
      description:
        'Whole minutes worked so far (until the clock-out, or now while open): clock-out - clock-in - breaks, ' +
        'the automatic break included (AUTO_BREAK_MINUTES after AUTO_BREAK_AFTER_HOURS); null without a record.',
    }),
  ),
});

export const CurrentStatusSchema = {
  summary: 'Get your attendance of today',
  tags: ['attendance'],
  description:
    "The caller's record of today (company date, TIME_ZONE; a night shift's record until the morning after): its " +
    'state, its times as UTC instants, whether the automatic clock-out closed it, which of its times an approved ' +
    'correction set, and the published shift of its date.',
  response: withErrors({ 200: CurrentStatus }, 401),
};

const ClockBody = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});

const clockSchema = (summary: string, description: string) => ({
  tags: ['attendance'],
  summary,
  description,
  body: ClockBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 409),
});

export const ClockInSchema = clockSchema(
  'Clock in',
  "Opens the caller's record of today. Needs a successful verify_face of the last 2 minutes, which it uses up. " +
    'Records the discrepancy (late by N min / early by N min / on time), in office or remote, and the address. ' +
    'With a published shift: the record of the date the shift starts on, late after its start + grace, else on ' +
    'time; refused (409) more than EARLY_CLOCK_IN_MINUTES before the start.',
);

export const ClockOutSchema = clockSchema(
  'Clock out',
  "Closes the caller's open record of today (or of yesterday's night shift running into today). Needs a successful " +
    'verify_face of the last 2 minutes, which it uses up.',
);

const breakSchema = (summary: string, description: string) => ({
  tags: ['attendance'],
  summary,
  description,
  body: ClockBody,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 409),
});

export const BreakStartSchema = breakSchema(
  'Start a break',
  "Opens a break in the caller's open record: no face check, the position and its address stored as a clock " +
    "action's. Refused (409), nothing written, while clocked out or with a break already open.",
);

export const BreakEndSchema = breakSchema(
  'End a break',
  "Ends the caller's open break. Refused (409) without one. A clock-out during a break ends it at the clock-out.",
);

/** How a record's clock actions were verified (migration 028). */
export const RecordVerification = Type.Union(
  [Type.Literal('face'), Type.Literal('pending review'), Type.Literal('verified by manager'), Type.Literal('voided')],
  {
    description:
      'face: verified by verify_face; pending review / verified by manager: a clock action without face check ' +
      'awaits or passed review, or a correction reinstated a voided record; voided: one was rejected (kept ' +
      'here, not counted as presence).',
  },
);

const LogRow = Type.Object({
  record_id: Type.Integer(),
  attendance_date: Type.String(),
  check_in_time: Timestamp,
  check_out_time: Nullable(Timestamp),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  department_names: Type.String(),
  location: Nullable(Type.String()),
  clock_in_type: Nullable(Type.String()),
  spoof_score: Nullable(Type.Number()),
  discrepancy: Nullable(Type.String()),
  auto_closed: Type.Boolean(),
  corrected: Type.Boolean({ description: 'An approved correction request changed the record.' }),
  check_in_corrected: Type.Boolean({ description: 'The clock in was set by a correction, not face-verified.' }),
  check_out_corrected: Type.Boolean({ description: 'The clock out was set by a correction, not face-verified.' }),
  verification: RecordVerification,
  worked_minutes: Nullable(
    Type.Integer({
      description:
        'Whole minutes worked: clock-out - clock-in - breaks (the automatic break when none was punched, ' +
        'AUTO_BREAK_MINUTES after AUTO_BREAK_AFTER_HOURS); null while open.',
    }),
  ),
  break_minutes: Type.Integer({ description: 'Whole minutes of punched breaks (0: none punched).' }),
});

export const AttendanceLogsSchema = {
  summary: 'List attendance records',
  tags: ['attendance'],
  description:
    `Attendance records, newest first (at most ${MAX_LOG_ROWS}): an employee's own, a manager's and their direct ` +
    "reports', everyone's for an admin. Default range: the last " +
    `${DEFAULT_LOG_DAYS} days; at most ${MAX_RANGE_DAYS} days. department_id filters for managers and admins. ` +
    'location is the address, or POINT(lng lat) when none was resolved.',
  querystring: Type.Object({
    start_date: Type.Optional(IsoDate),
    end_date: Type.Optional(IsoDate),
    department_id: Type.Optional(Id),
  }),
  response: withErrors({ 200: Type.Array(LogRow) }, 400, 401),
};
