import { ALL_ROLES, type Role } from '../../lib/roles';
import type { PersonClaims } from './oidc-client';

const NAME_MAX = 100;

/** The email the provider vouches for: only with `email_verified` true (some providers send the string "true"). */
export function verifiedEmail(claims: PersonClaims): string | undefined {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return verified && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
}

/** The claim at a dotted path (`realm_access.roles`), or a top-level claim named with dots. */
function claimAt(claims: PersonClaims, path: string): unknown {
  if (path in claims) return claims[path];
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      claims,
    );
}

/** The highest of employee, manager, admin the role claim holds (a string or a list); employee without one. */
export function roleFromClaims(claims: PersonClaims, roleClaim: string | undefined): Role {
  if (!roleClaim) return 'employee';
  const value = claimAt(claims, roleClaim);
  const given = (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().toLowerCase());
  return [...ALL_ROLES].reverse().find((role) => given.includes(role)) ?? 'employee';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, NAME_MAX) : '');

/** A new employee's names: given_name and family_name, else `name` split at its last space, else the email's. */
export function namesFromClaims(claims: PersonClaims, email: string): { firstName: string; lastName: string } {
  const full = text(claims.name);
  const cut = full.lastIndexOf(' ');
  const firstName = text(claims.given_name) || (cut > 0 ? full.slice(0, cut) : full) || email.split('@')[0]!;
  const lastName = text(claims.family_name) || (cut > 0 ? full.slice(cut + 1) : '') || '-';
  return { firstName: firstName.slice(0, NAME_MAX), lastName };
}
