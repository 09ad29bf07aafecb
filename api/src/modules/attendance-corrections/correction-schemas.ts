import { Type, type TSchema } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { RecordVerification } from '../attendance';
import { CORRECTION_STATUSES, CORRECTION_TEXT_MAX_LENGTH, MAX_CORRECTION_ROWS } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const WallClock = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: "HH:MM as the company's clock (TIME_ZONE) reads it on `date`.",
});
const Status = Type.Union([
  Type.Literal(CORRECTION_STATUSES[0]),
  Type.Literal(CORRECTION_STATUSES[1]),
  Type.Literal(CORRECTION_STATUSES[2]),
]);

const CorrectionRow = Type.Object({
  correction_id: Type.Integer(),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  attendance_date: Type.String(),
  clock_in_time: Nullable(Timestamp),
  clock_out_time: Nullable(Timestamp),
  reason: Type.String(),
  status: Status,
  decided_by: Nullable(Type.Integer()),
  decided_at: Nullable(Timestamp),
  comment: Nullable(Type.String()),
  record_id: Nullable(Type.Integer({ description: 'The record an approval created or amended.' })),
  created_at: Timestamp,
  day_record_id: Nullable(Type.Integer({ description: "The day's attendance record now, if it has one." })),
  current_check_in_time: Nullable(Timestamp),
  current_check_out_time: Nullable(Timestamp),
});

export const CreateCorrectionSchema = {
  summary: 'Request an attendance correction',
  tags: ['attendance corrections'],
  description:
    "Asks to fix one of the caller's days: its clock in, its clock out or both, as HH:MM in the company's time " +
    'zone on that date (a day does not cross midnight). Only today or a past day (company date) within ' +
    'CORRECTION_WINDOW_DAYS back and not before the hire date; no time in the future; the clock out after the ' +
    "clock in (the record's own time counts for a side left out); a day without a record needs a clock in. " +
    'One open request per day: a second is a 409.',
  body: Type.Object({
    date: IsoDate,
    clock_in_time: Type.Optional(Nullable(WallClock)),
    clock_out_time: Type.Optional(Nullable(WallClock)),
    reason: Type.String({ minLength: 1, maxLength: CORRECTION_TEXT_MAX_LENGTH }),
  }),
  response: withErrors({ 200: MessageBody }, 400, 401, 409),
};

export const CorrectionWindowSchema = {
  summary: 'List the days you may correct',
  tags: ['attendance corrections'],
  description:
    "The days the caller may ask to correct now (company dates): from the later of the window's first day " +
    '(CORRECTION_WINDOW_DAYS back, today included) and the hire date, to today.',
  response: withErrors(
    {
      200: Type.Object({
        window_days: Type.Integer(),
        first_date: Type.String({ format: 'date' }),
        last_date: Type.String({ format: 'date' }),
      }),
    },
    401,
  ),
};

export const ListCorrectionsSchema = {
  summary: 'List attendance correction requests',
  tags: ['attendance corrections'],
  description:
    `Correction requests, newest first (at most ${MAX_CORRECTION_ROWS}): an employee's own, a manager's and ` +
    "their direct reports', everyone's for an admin. Times are UTC instants; current_* are the day's record as " +
    'it stands now, to weigh a request against.',
  querystring: Type.Object({ status: Type.Optional(Status) }),
  response: withErrors({ 200: Type.Array(CorrectionRow) }, 400, 401),
};

export const DecideCorrectionSchema = {
  tags: ['attendance corrections'],
  description:
    'A manager decides for direct reports, an admin for anyone, nobody their own; only a pending request (409 ' +
    "otherwise). Approval creates or amends the day's record, keeps the values it replaced (revisions), marks " +
    'the corrected side as not face-verified, recomputes the discrepancy and reinstates a voided record ' +
    "('verified by manager').",
  params: Type.Object({ correction_id: Id }),
  body: Type.Object({
    comment: Type.Optional(Nullable(Type.String({ maxLength: CORRECTION_TEXT_MAX_LENGTH }))),
  }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

const RevisionRow = Type.Object({
  revision_id: Type.Integer(),
  correction_id: Type.Integer(),
  created_record: Type.Boolean({ description: 'The correction created the record: no values before it.' }),
  check_in_time: Nullable(Timestamp),
  check_out_time: Nullable(Timestamp),
  discrepancy: Nullable(Type.String()),
  auto_closed: Nullable(Type.Boolean()),
  check_in_corrected: Nullable(Type.Boolean()),
  check_out_corrected: Nullable(Type.Boolean()),
  verification: Nullable(RecordVerification),
  changed_by: Nullable(Type.Integer()),
  changed_by_name: Nullable(Type.String()),
  changed_at: Timestamp,
});

export const RecordRevisionsSchema = {
  summary: "List an attendance record's revisions",
  tags: ['attendance corrections'],
  description:
    'The values each approved correction replaced on an attendance record, oldest first, for whoever may see ' +
    'the record.',
  params: Type.Object({ record_id: Id }),
  response: withErrors({ 200: Type.Array(RevisionRow) }, 400, 401, 404),
};
