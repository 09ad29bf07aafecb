import { Type, type TSchema } from 'typebox';
import { Id, MessageBody, withErrors } from '../../lib/schemas';
import { EXCHANGE_TEXT_MAX_LENGTH, MAX_EXCHANGE_ROWS, SWAP_STATUSES } from './messages';

const IsoDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });
const Status = Type.Union(SWAP_STATUSES.map((status) => Type.Literal(status)));
const TAGS = ['shift swaps'];

const SwapRow = Type.Object({
  swap_id: Type.Integer(),
  status: Status,
  reason: Nullable(Type.String()),
  comment: Nullable(Type.String({ description: "The deciding manager's comment." })),
  created_at: Timestamp,
  peer_decided_at: Nullable(Timestamp),
  decided_by: Nullable(Type.Integer()),
  decided_at: Nullable(Timestamp),
  requester_id: Type.Integer(),
  requester_name: Type.String(),
  requester_assignment_id: Nullable(Type.Integer({ description: 'Null once the shift was replaced or removed.' })),
  requester_shift_date: IsoDate,
  requester_shift_type_id: Type.Integer(),
  requester_shift_type_name: Type.String(),
  requester_starts_at: Timestamp,
  requester_ends_at: Timestamp,
  requester_times: Type.String({ description: "'06:00-14:00' on the company's clock." }),
  target_id: Type.Integer(),
  target_name: Type.String(),
  target_assignment_id: Nullable(Type.Integer()),
  target_shift_date: Nullable(IsoDate),
  target_shift_type_id: Nullable(Type.Integer()),
  target_shift_type_name: Nullable(Type.String()),
  target_starts_at: Nullable(Timestamp),
  target_ends_at: Nullable(Timestamp),
  target_times: Nullable(Type.String()),
});

const SwapParams = Type.Object({ swap_id: Id });

export const RequestSwapSchema = {
  tags: TAGS,
  summary: 'Ask a colleague to swap shifts',
  description:
    "Offers one of the caller's published shifts still to come to an active colleague (sharing a department), for " +
    "one of the colleague's published shifts still to come, or for nothing (target_assignment_id left out: the " +
    'shift is given away). One open request per shift (409). Status machine: pending peer -(the colleague accepts)-> ' +
    'pending manager -(a manager of both approves)-> approved; declined, rejected and cancelled end it.',
  body: Type.Object(
    {
      assignment_id: Id,
      target_id: Id,
      target_assignment_id: Type.Optional(Nullable(Id)),
      reason: Type.Optional(Nullable(Type.String({ maxLength: EXCHANGE_TEXT_MAX_LENGTH }))),
    },
    { additionalProperties: false },
  ),
  response: withErrors({ 201: MessageBody }, 400, 401, 403, 409),
};

export const ListSwapsSchema = {
  tags: TAGS,
  summary: 'List shift swap requests',
  description:
    `Newest first (at most ${MAX_EXCHANGE_ROWS}): the caller's own, as requester or colleague asked; a manager's ` +
    "reports' once the colleague agreed (pending manager, approved, rejected); an admin's: those too for everyone.",
  querystring: Type.Object({ status: Type.Optional(Status) }),
  response: withErrors({ 200: Type.Array(SwapRow) }, 400, 401),
};

const STEP_DESCRIPTIONS = {
  accept: ['Accept a swap', 'The colleague asked agrees: pending peer -> pending manager. Both shifts must be unchanged.'],
  decline: ['Decline a swap', 'The colleague asked refuses: pending peer -> declined.'],
  approve: [
    'Approve a swap',
    'A manager of both people (not one of them) or an admin: pending manager -> approved. The two people exchange ' +
      'their shifts as published assignments if rest and overlap hold for the result (409 shifts.* otherwise); ' +
      'a shift changed since the request: 409.',
  ],
  reject: ['Reject a swap', 'A manager of both people or an admin: pending manager -> rejected.'],
  cancel: ['Cancel a swap request', 'The requester withdraws a pending request: -> cancelled.'],
} as const;

type Step = keyof typeof STEP_DESCRIPTIONS;

/** A step of the people concerned; any other status than the step starts from is a 409 naming it. */
export const swapStepSchema = (step: Exclude<Step, 'approve' | 'reject'>) => ({
  tags: TAGS,
  summary: STEP_DESCRIPTIONS[step][0],
  description: STEP_DESCRIPTIONS[step][1],
  params: SwapParams,
  response: withErrors({ 200: MessageBody }, 400, 401, 403, 404, 409),
});

/** A manager's decision, with an optional comment the two people read. */
export const swapDecisionSchema = (step: 'approve' | 'reject') => ({
  ...swapStepSchema('accept'),
  summary: STEP_DESCRIPTIONS[step][0],
  description: STEP_DESCRIPTIONS[step][1],
  body: Type.Object({ comment: Type.Optional(Nullable(Type.String({ maxLength: EXCHANGE_TEXT_MAX_LENGTH }))) }),
});
