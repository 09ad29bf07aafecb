import { scimError } from './messages';

export interface EqualityFilter {
  attribute: string;
  value: string;
}

const EQ = /^\s*([A-Za-z][\w.:]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/**
 * The one filter identity providers send to find a resource before creating it (Okta and Entra: `userName eq
 * "..."`, `externalId eq "..."`, `displayName eq "..."`), attribute names case-insensitive as RFC 7643 2.1 says.
 */
export function parseFilter(filter: string | undefined, attributes: readonly string[]): EqualityFilter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = EQ.exec(filter);
  const attribute = match && attributes.find((name) => name.toLowerCase() === match[1]!.toLowerCase());
  if (!match || !attribute) throw scimError(400, 'scim.invalid_filter');
  return { attribute, value: match[2]!.replace(/\\(.)/g, '$1') };
}

/** RFC 7644 3.4.2.4: startIndex is 1-based, count may be 0 (totals only). */
export function pageOf(query: { startIndex?: number; count?: number }, limits: { default: number; max: number }) {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(limits.max, Math.max(0, query.count ?? limits.default));
  return { startIndex, count, offset: startIndex - 1 };
}
