import type { Role } from 'shared-auth';

export const ROLE_LABELS: Record<Role, string> = { employee: 'Employee', manager: 'Manager', admin: 'Admin' };
