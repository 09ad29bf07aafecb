import type { TokenScope } from 'api-contract';

export type { ApiToken, CreatedApiToken, NewApiToken, TokenScope } from 'api-contract';

/** How long a new token lives: a preset number of days, or until a chosen date. */
export type ExpiryChoice = number | 'date';

export interface CreateTokenFormValues {
  name: string;
  scopes: TokenScope[];
  expiry: ExpiryChoice;
  expiry_date?: string;
}
