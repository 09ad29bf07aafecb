export const ROLES = ['employee', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ALL_ROLES: readonly Role[] = ROLES;
export const MANAGERS_AND_ADMINS: readonly Role[] = ['manager', 'admin'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];
export const STAFF_WHO_TAKE_LEAVE: readonly Role[] = ['employee', 'manager'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
