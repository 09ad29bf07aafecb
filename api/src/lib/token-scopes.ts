/** Scopes an admin can grant an API token; each /api route declares the one it needs (`config.tokenScope`). */
export const TOKEN_SCOPES = [
  'read:attendance',
  'write:attendance',
  'read:leave',
  'write:leave',
  'read:people',
  'write:people',
  'read:reports',
  // SCIM provisioning (/scim/v2): only for a token of an admin, and only there.
  'scim',
] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API token needs to call this route. null or absent: API tokens are refused here (settings,
     * sign-in, face enrolment...). Every /api route states its decision; a test fails a route that has none.
     */
    tokenScope?: TokenScope | null;
  }
}
