import type { Role } from '../db/types';
import { ALL_ROLES } from '../lib/roles';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'public': no bearer token needed. 'kiosk': only a paired kiosk's device credential, which no other route
     * accepts (modules/kiosk). Every /api route sets this or `roles`.
     */
    access?: 'public' | 'kiosk';
    /** Roles allowed to call the route with a bearer access token. */
    roles?: readonly Role[];
    /** Lets a user who must change their password through (change_password only). */
    allowPasswordChangeRequired?: boolean;
  }
}

/** Route `config` values: `config: access.public` or `config: access.roles('admin')`. */
export const access = {
  public: { access: 'public' } as const,
  kiosk: { access: 'kiosk' } as const,
  signedIn: { roles: ALL_ROLES as readonly Role[] },
  roles: (...roles: Role[]) => ({ roles }),
};
