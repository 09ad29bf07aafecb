import { errorFactory } from '../../lib/app-error';

/** Refusals of the SCIM endpoints, by stable code; they reach the client in SCIM's error form (scim-errors.ts). */
export const SCIM_ERRORS = {
  'scim.token_required': 'SCIM requests need an API token with the scim scope.',
  'scim.user_not_found': ({ id }: { id: string }) => `User ${id} not found.`,
  'scim.group_not_found': ({ id }: { id: string }) => `Group ${id} not found.`,
  'scim.invalid_filter':
    'Only filters of the form `attribute eq "value"` on userName, externalId or displayName are supported.',
  'scim.invalid_value': ({ detail }: { detail: string }) => detail,
  'scim.user_name_taken': 'A user with this userName (email) already exists.',
  'scim.external_id_taken': 'A user with this externalId already exists.',
  'scim.reactivation': 'A terminated employee cannot be reactivated: provision a new user.',
  'scim.invalid_patch': ({ detail }: { detail: string }) => `Invalid PATCH operation: ${detail}`,
} as const;

export const scimError = errorFactory(SCIM_ERRORS);

export const SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProvider: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
} as const;

/** Page size when the client asks for none, and the most one page holds (RFC 7644 3.4.2.4). */
export const PAGE = { default: 100, max: 200 } as const;
