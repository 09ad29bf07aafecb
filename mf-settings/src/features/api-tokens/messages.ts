import type { TokenScope } from './types';

/** Texts of the API tokens card. */
export const API_TOKEN_MESSAGES = {
  title: 'API tokens',
  intro:
    'Other systems call the api with a token sent as "Authorization: Bearer atl_...". It acts as you, within its scopes.',
  create: 'Create API token',
  createTitle: 'New API token',
  name: 'Name',
  nameRequired: 'Please name the token after the system that uses it.',
  scopes: 'Scopes',
  scopesRequired: 'Please choose at least one scope.',
  expires: 'Expires',
  onDate: 'On a date',
  expiryDate: 'Expiry date',
  expiryDateRange: (first: string, last: string) => `Choose a date from ${first} to ${last}.`,
  days: (days: number) => `${days} days`,
  prefix: 'Prefix',
  lastUsed: 'Last used',
  never: 'Never',
  createdBy: 'Created by',
  status: 'Status',
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  revoke: 'Revoke',
  confirmRevoke: 'Revoke this token? Calls with it are refused from the next one on.',
  empty: 'No API tokens yet.',
  tokenTitle: 'Your new API token',
  tokenLabel: 'API token',
  tokenWarning: 'Copy this token now and keep it safe: it will not be shown again.',
  fetchFailed: 'Could not load the API tokens.',
  createFailed: 'The API token could not be created.',
  revokeFailed: 'The API token could not be revoked.',
} as const;

/** What each scope lets a token do (the routes that declare it, api/src/lib/token-scopes.ts). */
export const SCOPE_EXPLANATIONS: Record<TokenScope, string> = {
  'read:attendance': 'Read clock records, timesheets, corrections and shifts.',
  'write:attendance': 'Clock in and out; request and decide corrections and face-check reviews.',
  'read:leave': 'Read leave requests, balances, policies, holidays and the team calendar.',
  'write:leave': 'Request, approve and reject leave; adjust balances.',
  'read:people': 'Read employees, departments and the dashboard.',
  'write:people': 'Change employees and departments.',
  'read:reports': 'Read the reports and their exports.',
  scim: 'Provision people and departments from your identity provider (SCIM 2.0 at /scim/v2).',
};
