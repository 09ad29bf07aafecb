import type { TokenScope } from './types';

// A record, so that the compiler asks for a TokenScope the api adds.
const SCOPES_SHOWN: Record<TokenScope, true> = {
  'read:attendance': true,
  'write:attendance': true,
  'read:leave': true,
  'write:leave': true,
  'read:people': true,
  'write:people': true,
  'read:reports': true,
  scim: true,
};
/** Every scope a token may hold (the routes that declare them, api/src/lib/token-scopes.ts), in the form's order. */
export const TOKEN_SCOPES = Object.keys(SCOPES_SHOWN) as TokenScope[];

/** The catalogue key of a scope's explanation: i18next reads ':' as a namespace separator. */
export const scopeTextKey = (scope: TokenScope) => `apiTokens.scopeExplanations.${scope.replace(':', '_')}`;
