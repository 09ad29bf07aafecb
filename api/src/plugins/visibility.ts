import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Role } from '../db/types';
import { currentUser } from './auth';
import type { AuthUser } from './context';

/**
 * Whose data a caller may read or act on: the one place the api decides it.
 * An employee: themselves. A manager: themselves and their direct reports (by `report_to`). An admin: everyone.
 */
export type Visibility =
  | { readonly scope: 'all' }
  | { readonly scope: 'team'; readonly managerId: number }
  | { readonly scope: 'self'; readonly employeeId: number };

/** What a route does with employees' data; every /api route declares one (plugins/rbac.ts refuses to start otherwise). */
export type EmployeeData =
  /** Touches nobody's personal data. */
  | 'none'
  /** Only the caller's own, from their token; takes no employee id. */
  | 'own'
  /** Reads or changes employees' data through the visibility policy (`requestVisibility`). */
  | 'visible'
  /** Names and birthdays (month and day) of every active colleague: the home dashboard shows them to everyone. */
  | 'directory'
  /** A kiosk route: only the person the kiosk has just identified by face, or by face and PIN (modules/kiosk). */
  | 'identified';

declare module 'fastify' {
  interface FastifyContextConfig {
    employeeData?: EmployeeData;
  }
  interface FastifyRequest {
    /** Set once the route asked the policy; the tests check every 'visible' route does. */
    visibilityConsulted?: boolean;
  }
}

export function visibilityOf(viewer: { id: number; role: Role }): Visibility {
  if (viewer.role === 'admin') return { scope: 'all' };
  if (viewer.role === 'manager') return { scope: 'team', managerId: viewer.id };
  return { scope: 'self', employeeId: viewer.id };
}

/**
 * What counts carry no names, so an employee's cover the whole company (the home dashboard's cards); a
 * manager's their team; an admin's everyone.
 */
export function countsVisibility(visibility: Visibility): Visibility {
  return visibility.scope === 'self' ? { scope: 'all' } : visibility;
}

/** The signed-in caller with what they may see; services that read or change employees' data take one. */
export interface Viewer extends AuthUser {
  visibility: Visibility;
}

/** The caller as a Viewer, on a route declaring `employeeData: 'visible'`. */
export function requestViewer(request: FastifyRequest): Viewer {
  if (request.routeOptions.config.employeeData !== 'visible') {
    throw new Error(`${request.routeOptions.url} uses the visibility policy without declaring employeeData 'visible'.`);
  }
  request.visibilityConsulted = true;
  const user = currentUser(request);
  return { ...user, visibility: visibilityOf(user) };
}

/** Whether the policy lets the viewer see this employee. */
export function canSee(visibility: Visibility, employee: { employee_id: number; report_to: number | null }): boolean {
  if (visibility.scope === 'all') return true;
  if (visibility.scope === 'self') return employee.employee_id === visibility.employeeId;
  return employee.employee_id === visibility.managerId || employee.report_to === visibility.managerId;
}

/** The same rule as SQL, on the `employees` row named `alias`. */
export function visibleEmployee(visibility: Visibility, alias: string): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.employee_id`);
  if (visibility.scope === 'all') return sql<boolean>`true`;
  if (visibility.scope === 'self') return sql<boolean>`${id} = ${visibility.employeeId}`;
  return sql<boolean>`(${id} = ${visibility.managerId} or ${sql.ref(`${alias}.report_to`)} = ${visibility.managerId})`;
}
