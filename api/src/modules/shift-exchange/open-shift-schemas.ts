import { Type, type TSchema } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { EXCHANGE_TEXT_MAX_LENGTH, MAX_EXCHANGE_ROWS, OPEN_SHIFT_STATUSES } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const Status = Type.Union(OPEN_SHIFT_STATUSES.map((status) => Type.Literal(status)));
const TAGS = ['open shifts'];

const OpenShiftRow = Type.Object({
  open_shift_id: Type.Integer(),
  department_id: Type.Integer(),
  department_name: Type.String(),
  shift_date: IsoDate,
  shift_type_id: Type.Integer(),
  shift_type_name: Type.String(),
  start_time: Type.String({ description: "HH:MM, the type's start on the company's clock." }),
  end_time: Type.String({ description: 'HH:MM; at or before start_time: the next day.' }),
  color: Type.String(),
  starts_at: Timestamp,
  ends_at: Timestamp,
  times: Type.String({ description: "'06:00-14:00' as the company's clock reads the shift." }),
  note: Nullable(Type.String()),
  status: Status,
  posted_by: Nullable(Type.Integer()),
  claimed_by: Nullable(Type.Integer()),
  claimed_by_name: Nullable(Type.String({ description: 'Only when the caller may see the claimer.' })),
  claimed_at: Nullable(Timestamp),
  decided_by: Nullable(Type.Integer()),
  decided_at: Nullable(Timestamp),
  assignment_id: Nullable(Type.Integer({ description: 'The assignment an approval created.' })),
  created_at: Timestamp,
});

const OpenShiftParams = Type.Object({ open_shift_id: Id });

export const PostOpenShiftSchema = {
  tags: TAGS,
  summary: 'Post an open shift',
  description:
    "Offers a shift to a department: a manager for a department their team (or they) work in, an admin for any. " +
    'The shift must not have started yet; the type must not be archived.',
  body: Type.Object(
    {
      department_id: Id,
      shift_date: IsoDate,
      shift_type_id: Id,
      note: Type.Optional(Nullable(Type.String({ maxLength: EXCHANGE_TEXT_MAX_LENGTH }))),
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 201: Type.Object({ message: Type.String(), open_shift_id: Type.Integer() }) }, 400, 401, 403),
};

export const ListOpenShiftsSchema = {
  tags: TAGS,
  summary: 'List open shifts',
  description:
    `Offers by shift date (at most ${MAX_EXCHANGE_ROWS}). An employee: the open ones of their departments from ` +
    "today on (status and an earlier start are ignored). A manager: those of their team's departments and their " +
    'own; an admin: all. start/end bound the shift date.',
  querystring: Type.Object({
    status: Type.Optional(Status),
    start: Type.Optional(IsoDate),
    end: Type.Optional(IsoDate),
  }),
  response: withErrors({ 200: Type.Array(OpenShiftRow) }, 400, 401),
};

export const ClaimOpenShiftSchema = {
  tags: TAGS,
  summary: 'Claim an open shift',
  description:
    'A member of the offer\'s department claims it for themselves. Refused (409, shifts.* codes) when the shift would ' +
    'break the shift rules for them (one a day, overlap, MIN_REST_HOURS, approved leave or a holiday); 409 when the ' +
    'offer is no longer open (of two claims at once one wins). The manager approves or rejects the claim.',
  params: OpenShiftParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const DecideClaimSchema = {
  tags: TAGS,
  summary: 'Approve or reject a claim',
  description:
    "The claimer's manager or an admin, not the claimer. Approval makes the shift the claimer's PUBLISHED " +
    'assignment if the shift rules hold at that moment (409 shifts.* otherwise) and fills the offer; rejection opens ' +
    'it again. Only a claimed offer whose shift has not started (409 otherwise).',
  params: OpenShiftParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
};

export const CancelOpenShiftSchema = {
  tags: TAGS,
  summary: 'Cancel an open shift',
  description:
    'Withdraws an open or claimed offer (a manager of its department or an admin); a claimer is told by mail. ' +
    'A filled or cancelled offer: 409.',
  params: OpenShiftParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 404, 409),
};
