import { errorFactory, type ErrorTexts } from '../../lib/app-error';

/** A delegation covers a year at most: longer is a change of manager, not an absence. */
export const MAX_DELEGATION_DAYS = 366;

export const DELEGATION_MESSAGES = {
  created: 'Delegation saved: your approvals go to your delegate on those dates while you are away.',
  revoked: 'Delegation removed.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const DELEGATION_ERRORS = {
  'delegation.end_before_start': 'End date cannot be before start date.',
  'delegation.in_past': 'A delegation cannot end in the past.',
  'delegation.too_long': `A delegation covers at most ${MAX_DELEGATION_DAYS} days.`,
  'delegation.not_approver': 'Your delegate must be an active manager or administrator other than you.',
  'delegation.overlap': ({ start, end, name }: { start: string; end: string; name: string }) =>
    `You already delegate to ${name} from ${start} to ${end}; remove that delegation first.`,
  'delegation.not_found': 'Delegation not found.',
} as const satisfies ErrorTexts;

export const delegationError = errorFactory(DELEGATION_ERRORS);
