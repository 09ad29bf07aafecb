import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../db/types';
import type { EmployeeData } from './visibility';

// The generated OpenAPI UI is public documentation, registered by @fastify/swagger-ui.
const EXEMPT_PREFIXES = ['/api/docs'];

export interface ApiRoute {
  method: string;
  url: string;
  /** Null for public routes. */
  roles: readonly Role[] | null;
  employeeData: EmployeeData;
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
  const isPublic = route.config?.access === 'public';
  const roles = route.config?.roles;
  const name = `${String(route.method)} ${route.url}`;
  if (isPublic === Boolean(roles)) {
    throw new Error(`Route ${name} must declare exactly one of config.access = 'public' or config.roles.`);
  }
  if (roles && roles.length === 0) throw new Error(`Route ${name} allows no role.`);
  const employeeData = route.config?.employeeData;
  if (!employeeData) throw new Error(`Route ${name} must declare config.employeeData (plugins/visibility.ts).`);
  return { method: String(route.method), url: route.url, roles: roles ?? null, employeeData, schema: route.schema };
}

/** Deny by default: the app refuses to start while an /api route does not say who may call it and whose data it touches. */
export const rbacPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const declared = checkAccess(route);
    if (!declared) return;
    if (declared.roles) route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    if (declared.method !== 'HEAD') app.apiRoutes.push(declared);
  });
});
