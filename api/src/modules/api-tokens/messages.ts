import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const API_TOKEN_MESSAGES = {
  created: 'API token created. Copy it now: it is shown only once.',
  revoked: 'API token revoked.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const API_TOKEN_ERRORS = {
  'api_tokens.invalid': 'This API token is not valid.',
  'api_tokens.expired': 'This API token has expired; an admin can create a new one.',
  'api_tokens.revoked': 'This API token was revoked.',
  'api_tokens.scope_missing': ({ scope }: { scope: string }) =>
    `This API token does not have the scope this request needs (${scope}).`,
  'api_tokens.not_allowed': 'API tokens cannot be used for this request; sign in as a person instead.',
  'api_tokens.not_found': 'API token not found.',
} as const satisfies ErrorTexts;

export const apiTokenError = errorFactory(API_TOKEN_ERRORS);

/** A token's last use is written at most this often, so reads do not each cost a write. */
export const LAST_USED_EVERY_MS = 60_000;
