import { SCHEMAS, scimError } from './messages';

/** The attributes of an employee a SCIM User carries. */
export interface UserAttributes {
  firstName: string;
  lastName: string;
  email: string;
  title: string | null;
  phone: string | null;
  externalId: string | null;
  active: boolean;
}

export interface UserRow {
  employee_id: number;
  first_name: string;
  last_name: string;
  email: string;
  job_title: string | null;
  phone_number: string | null;
  external_id: string | null;
  status: 'active' | 'terminated';
  created_at: Date;
  updated_at: Date;
  groups: { department_id: number; department_name: string }[];
}

export const attributesOf = (row: UserRow): UserAttributes => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  title: row.job_title,
  phone: row.phone_number,
  externalId: row.external_id,
  active: row.status === 'active',
});

/** An employee as a SCIM User resource (RFC 7643 4.1). */
export function userResource(row: UserRow, baseUrl: string) {
  return {
    schemas: [SCHEMAS.user],
    id: String(row.employee_id),
    ...(row.external_id !== null && { externalId: row.external_id }),
    userName: row.email,
    name: {
      givenName: row.first_name,
      familyName: row.last_name,
      formatted: `${row.first_name} ${row.last_name}`,
    },
    displayName: `${row.first_name} ${row.last_name}`,
    emails: [{ value: row.email, type: 'work', primary: true }],
    ...(row.phone_number !== null && { phoneNumbers: [{ value: row.phone_number, type: 'work' }] }),
    ...(row.job_title !== null && { title: row.job_title }),
    active: row.status === 'active',
    groups: row.groups.map((group) => ({
      value: String(group.department_id),
      display: group.department_name,
      $ref: `${baseUrl}/Groups/${group.department_id}`,
    })),
    meta: {
      resourceType: 'User',
      created: row.created_at.toISOString(),
      lastModified: row.updated_at.toISOString(),
      location: `${baseUrl}/Users/${row.employee_id}`,
    },
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEXT_MAX = 100;

/** Entra sends booleans as the strings "True" and "False". */
export function scimBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw scimError(400, 'scim.invalid_value', { detail: `${attribute} must be true or false.` });
}

export function scimText(value: unknown, attribute: string, required: boolean): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw scimError(400, 'scim.invalid_value', { detail: `${attribute} is required.` });
    return null;
  }
  if (typeof value !== 'string')
    throw scimError(400, 'scim.invalid_value', { detail: `${attribute} must be a string.` });
  const text = value.trim();
  if (text.length > TEXT_MAX) {
    throw scimError(400, 'scim.invalid_value', { detail: `${attribute} must be at most ${TEXT_MAX} characters.` });
  }
  return text;
}

export function scimEmail(value: unknown): string {
  const email = scimText(value, 'userName', true)!.toLowerCase();
  if (!EMAIL.test(email)) throw scimError(400, 'scim.invalid_value', { detail: 'userName must be an email address.' });
  return email;
}

type MultiValued = { value?: unknown; type?: unknown; primary?: unknown }[];

/** The work (or primary, or first) value of a multi-valued attribute such as emails or phoneNumbers. */
export function workValue(values: unknown): unknown {
  if (!Array.isArray(values) || values.length === 0) return undefined;
  const list = values as MultiValued;
  return (list.find((v) => v.type === 'work') ?? list.find((v) => v.primary === true) ?? list[0])!.value;
}

/** The attributes of a full User resource, as POST and PUT send it; names fall back on displayName. */
export function parseUser(body: Record<string, unknown>): UserAttributes {
  const name = (body.name ?? {}) as Record<string, unknown>;
  const display = typeof body.displayName === 'string' ? body.displayName.trim().split(/\s+/) : [];
  return {
    email: scimEmail(body.userName),
    firstName: scimText(name.givenName ?? display[0], 'name.givenName', true)!,
    lastName: scimText(name.familyName ?? display.slice(1).join(' '), 'name.familyName', true)!,
    title: scimText(body.title, 'title', false),
    phone: scimText(workValue(body.phoneNumbers), 'phoneNumbers', false),
    externalId: scimText(body.externalId, 'externalId', false),
    active: body.active === undefined ? true : scimBoolean(body.active, 'active'),
  };
}
