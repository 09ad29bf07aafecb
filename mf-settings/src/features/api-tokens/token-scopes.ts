import type { TokenScope } from './types';

/** Every scope a token may hold (the routes that declare them, api/src/lib/token-scopes.ts), in the form's order. */
export const TOKEN_SCOPES: readonly TokenScope[] = [
  'read:attendance',
  'write:attendance',
  'read:leave',
  'write:leave',
  'read:people',
  'write:people',
  'read:reports',
  'scim',
];

/** The catalogue key of a scope's explanation: i18next reads ':' as a namespace separator. */
export const scopeTextKey = (scope: TokenScope) => `apiTokens.scopeExplanations.${scope.replace(':', '_')}`;
