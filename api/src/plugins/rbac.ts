import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../db/types';
import type { TokenScope } from '../lib/token-scopes';
import type { EmployeeData } from './visibility';

// The generated OpenAPI UI is public documentation, registered by @fastify/swagger-ui.
const EXEMPT_PREFIXES = ['/api/docs'];

export interface ApiRoute {
  method: string;
  url: string;
  /** Null for public and kiosk routes. */
  roles: readonly Role[] | null;
  /** Only a kiosk's credential may call it. */
  kiosk: boolean;
  employeeData: EmployeeData;
  /** The API token scope it needs; null: tokens are refused; undefined: the route has not decided (a test fails it). */
  tokenScope: TokenScope | null | undefined;
  schema: RouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the access it declared; the RBAC tests walk this list. */
    apiRoutes: ApiRoute[];
  }
}

function checkAccess(route: RouteOptions): ApiRoute | null {
  if (!route.url.startsWith('/api/') || EXEMPT_PREFIXES.some((p) => route.url.startsWith(p))) return null;
  const declaredAccess = route.config?.access;
  const roles = route.config?.roles;
  const name = `${String(route.method)} ${route.url}`;
  if (Boolean(declaredAccess) === Boolean(roles)) {
    throw new Error(`Route ${name} must declare exactly one of config.access ('public' or 'kiosk') or config.roles.`);
  }
  if (roles && roles.length === 0) throw new Error(`Route ${name} allows no role.`);
  const employeeData = route.config?.employeeData;
  if (!employeeData) throw new Error(`Route ${name} must declare config.employeeData (plugins/visibility.ts).`);
  if ((employeeData === 'identified') !== (declaredAccess === 'kiosk' && employeeData !== 'none')) {
    throw new Error(`Route ${name}: employeeData 'identified' is for kiosk routes, and a kiosk route has no other.`);
  }
  if (employeeData === 'visible' && !roles) throw new Error(`Route ${name}: employeeData 'visible' needs roles.`);
  if (employeeData === 'feed' && declaredAccess !== 'public') {
    throw new Error(`Route ${name}: employeeData 'feed' is for a public route whose token names the feed.`);
  }
  return {
    method: String(route.method),
    url: route.url,
    roles: roles ?? null,
    kiosk: declaredAccess === 'kiosk',
    employeeData,
    tokenScope: route.config && 'tokenScope' in route.config ? (route.config.tokenScope ?? null) : undefined,
    schema: route.schema,
  };
}

/** Deny by default: the app refuses to start while an /api route does not say who may call it and whose data it touches. */
export const rbacPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const declared = checkAccess(route);
    if (!declared) return;
    if (declared.roles) route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    if (declared.kiosk) route.schema = { ...route.schema, security: [{ kioskAuth: [] }] };
    if (declared.method !== 'HEAD') app.apiRoutes.push(declared);
  });
});
