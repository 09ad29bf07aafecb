/** Every role, lowest first; route declarations and the remote registry check against this one list. */
export const ALL_ROLES = ['employee', 'manager', 'admin'] as const;

export type Role = (typeof ALL_ROLES)[number];
