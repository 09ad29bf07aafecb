import { scimError } from './messages';
import { scimBoolean, scimEmail, scimText, type UserAttributes, workValue } from './scim-user';

export interface PatchOperation {
  op: string;
  path?: string;
  value?: unknown;
}

type Setter = (user: UserAttributes, value: unknown) => void;

// The User attributes a PATCH may change, by lower-cased path (Okta and Entra spell them differently). Attributes
// the product does not keep (addresses, the enterprise extension...) are accepted and ignored, so a provider's full
// mapping does not fail.
const SETTERS: Record<string, Setter> = {
  active: (user, value) => (user.active = scimBoolean(value, 'active')),
  username: (user, value) => (user.email = scimEmail(value)),
  externalid: (user, value) => (user.externalId = scimText(value, 'externalId', false)),
  title: (user, value) => (user.title = scimText(value, 'title', false)),
  'name.givenname': (user, value) => (user.firstName = scimText(value, 'name.givenName', true)!),
  'name.familyname': (user, value) => (user.lastName = scimText(value, 'name.familyName', true)!),
  name: (user, value) => {
    const name = (value ?? {}) as Record<string, unknown>;
    if (name.givenName !== undefined) SETTERS['name.givenname']!(user, name.givenName);
    if (name.familyName !== undefined) SETTERS['name.familyname']!(user, name.familyName);
  },
  emails: (user, value) => (user.email = scimEmail(workValue(value))),
  'emails[type eq "work"].value': (user, value) => (user.email = scimEmail(value)),
  phonenumbers: (user, value) => (user.phone = scimText(workValue(value), 'phoneNumbers', false)),
  'phonenumbers[type eq "work"].value': (user, value) => (user.phone = scimText(value, 'phoneNumbers', false)),
};

// What `remove` clears: only the optional attributes.
const REMOVABLE = new Set(['externalid', 'title', 'phonenumbers', 'phonenumbers[type eq "work"].value']);

function apply(user: UserAttributes, op: string, path: string, value: unknown) {
  const key = path.toLowerCase().replace(/\s+/g, ' ');
  const setter = SETTERS[key];
  if (!setter) return;
  if (op === 'remove') {
    if (!REMOVABLE.has(key)) throw scimError(400, 'scim.invalid_patch', { detail: `${path} cannot be removed.` });
    setter(user, null);
  } else setter(user, value);
}

/** The user after a PatchOp's operations (RFC 7644 3.5.2), applied in order; nothing is written here. */
export function patchUser(current: UserAttributes, operations: readonly PatchOperation[]): UserAttributes {
  const user = { ...current };
  for (const { op: rawOp, path, value } of operations) {
    const op = rawOp.toLowerCase();
    if (!['add', 'replace', 'remove'].includes(op)) {
      throw scimError(400, 'scim.invalid_patch', { detail: `unknown op "${rawOp}".` });
    }
    if (path) apply(user, op, path, value);
    else if (op !== 'remove' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [attribute, attributeValue] of Object.entries(value)) apply(user, op, attribute, attributeValue);
    } else throw scimError(400, 'scim.invalid_patch', { detail: 'an operation without a path needs an object value.' });
  }
  return user;
}
