import { Type, type TSchema } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { VERIFY_FACE_BODY_LIMIT } from '../face-verification';
import { FALLBACK_STATUSES, FALLBACK_TEXT_MAX_LENGTH, MAX_FALLBACK_ROWS } from './messages';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const Status = Type.Union([
  Type.Literal(FALLBACK_STATUSES[0]),
  Type.Literal(FALLBACK_STATUSES[1]),
  Type.Literal(FALLBACK_STATUSES[2]),
]);
const Action = Type.Union([Type.Literal('clock_in'), Type.Literal('clock_out')]);

/** The photo and the reason travel with the coordinates: a request body a little larger than verify_face's. */
export const FALLBACK_BODY_LIMIT = VERIFY_FACE_BODY_LIMIT + 8 * FALLBACK_TEXT_MAX_LENGTH;

const clockSchema = (summary: string, what: string) => ({
  tags: ['attendance'],
  summary,
  description:
    `${what} without a face check, for review by the caller's manager (or an admin). Only while ` +
    'FACE_FALLBACK_ENABLED is on and after 3 failed verify_face attempts within 10 minutes that no fallback used ' +
    '(403 otherwise); it uses them up. The photo (a JPEG, PNG or WebP data URL) is stored encrypted with its ' +
    "similarity to the enrolled face; the record gets GPS and address as usual and verification 'pending review'.",
  body: Type.Object({
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    image: Type.String({ minLength: 1, maxLength: VERIFY_FACE_BODY_LIMIT }),
    reason: Type.String({ minLength: 1, maxLength: FALLBACK_TEXT_MAX_LENGTH }),
  }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 409, 503),
});

export const FallbackClockInSchema = clockSchema('Clock in without a face check', "Opens the caller's record of today");
export const FallbackClockOutSchema = clockSchema(
  'Clock out without a face check',
  "Closes the caller's open record of today",
);

const FallbackRow = Type.Object({
  fallback_id: Type.Integer(),
  employee_id: Type.Integer(),
  employee_name: Type.String(),
  record_id: Type.Integer(),
  attendance_date: Type.String(),
  action: Action,
  clock_time: Nullable(Timestamp),
  address: Nullable(Type.String()),
  reason: Type.String(),
  similarity: Nullable(Type.Number({ description: 'Best similarity with the enrolled faces at submission.' })),
  has_photo: Type.Boolean({ description: 'False once the photo was erased with the employee’s face data.' }),
  status: Status,
  decided_by: Nullable(Type.Integer()),
  decided_at: Nullable(Timestamp),
  comment: Nullable(Type.String()),
  created_at: Timestamp,
});

export const ListFallbacksSchema = {
  summary: 'List clock actions without a face check',
  tags: ['attendance'],
  description:
    `Clock actions without a face check to review, newest first (at most ${MAX_FALLBACK_ROWS}): a manager's ` +
    "direct reports', everyone's for an admin; never the caller's own.",
  querystring: Type.Object({ status: Type.Optional(Status) }),
  response: withErrors({ 200: Type.Array(FallbackRow) }, 400, 401, 403),
};

export const DecideFallbackSchema = {
  tags: ['attendance'],
  description:
    'A manager decides for direct reports, an admin for anyone, nobody their own; only a pending one (409 ' +
    "otherwise). Accept: the record becomes 'verified by manager' (once no other fallback on it waits). Reject: " +
    "the record becomes 'voided': kept in the logs, no longer counted as presence.",
  params: Type.Object({ fallback_id: Id }),
  body: Type.Object({ comment: Type.Optional(Nullable(Type.String({ maxLength: FALLBACK_TEXT_MAX_LENGTH }))) }),
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const FallbackPhotoSchema = {
  summary: 'Get a face fallback photo',
  tags: ['attendance'],
  description:
    'photo: the JPEG taken with the clock action; enrolled_photo: the employee’s enrolled one, to compare. ' +
    'Decrypted for a reviewer who may decide on it only; 404 once erased.',
  params: Type.Object({ fallback_id: Id, which: Type.Union([Type.Literal('photo'), Type.Literal('enrolled_photo')]) }),
  produces: ['image/jpeg'],
  response: withErrors({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) }, 400, 401, 403, 404),
};
