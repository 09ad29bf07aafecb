import type { Role } from '../access/roles';

/** What the browser keeps in local storage under `user` (docs/product-spec.md section 3). */
export interface StoredSession {
  token: string;
  refreshToken: string;
  fullName: string;
  email: string;
  role: Role;
  employee_id: string;
}

export interface TokenClaims {
  sub?: string;
  full_name?: string;
  email?: string;
  role?: string;
  must_change_password?: boolean;
  exp?: number;
}
