import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { managerStageApprover } from '../db/leave-approver';
import type { Role } from '../db/types';
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
  /** Reads or changes employees' data through the visibility policy (`requestViewer`). */
  | 'visible'
  /** A calendar feed: the leave of the people its token was issued for, through the policy (`calendarFeedScope`). */
  | 'feed'
  /**
   * Names of active colleagues with what a colleague may know: birthdays (month and day) on the home dashboard,
   * the published shifts of one's departments (swap partners), the stand-ins an approver may name.
   */
  | 'directory'
  /** A kiosk route: only the person the kiosk has just identified by face, or by face and PIN (modules/kiosk). */
  | 'identified';

declare module 'fastify' {
  interface FastifyContextConfig {
    employeeData?: EmployeeData;
  }
  interface FastifyRequest {
    /** Set once the route asked the policy; the tests check every 'visible' and 'feed' route does. */
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

/** Marks the request as served through the policy, refusing a route that did not declare `kind`. */
function consult(request: FastifyRequest, kind: EmployeeData): void {
  if (request.routeOptions.config.employeeData !== kind) {
    throw new Error(`${request.routeOptions.url} uses the visibility policy without declaring employeeData '${kind}'.`);
  }
  request.visibilityConsulted = true;
}

/** The caller as a Viewer, on a route declaring `employeeData: 'visible'` (which rbac.ts requires to declare roles). */
export function requestViewer(request: FastifyRequest): Viewer {
  consult(request, 'visible');
  const user = request.auth;
  if (!user) throw new Error(`${request.routeOptions.url} declares employeeData 'visible' without roles.`);
  return { ...user, visibility: visibilityOf(user) };
}

/** Whether the policy lets the viewer see this employee. */
export function canSee(visibility: Visibility, employee: { employee_id: number; report_to: number | null }): boolean {
  if (visibility.scope === 'all') return true;
  if (visibility.scope === 'self') return employee.employee_id === visibility.employeeId;
  return employee.employee_id === visibility.managerId || employee.report_to === visibility.managerId;
}

/**
 * Whose rows a query keeps: a viewer's visibility, or a named scope below. `colleagues`: the people sharing one of
 * the employee's departments, and the employee themselves unless `withThemselves` is false.
 */
export type EmployeeScope =
  Visibility | { readonly scope: 'colleagues'; readonly employeeId: number; readonly withThemselves: boolean };

/** Who is counted or listed: the people a scope keeps, within a department or one employee. */
export interface StaffScope {
  visibility: EmployeeScope;
  departmentId?: number;
  employeeId?: number;
}

/**
 * The team calendar: an admin's and a manager's visibility with the leave types; an employee sees the colleagues
 * of their departments, the type of their own leave only (a colleague's reason for being away is private).
 */
export function teamCalendarScope(viewer: Viewer, departmentId?: number) {
  const typesOfEveryone = viewer.role !== 'employee';
  const visibility: EmployeeScope = typesOfEveryone
    ? viewer.visibility
    : { scope: 'colleagues', employeeId: viewer.id, withThemselves: true };
  return {
    staff: { visibility, departmentId } satisfies StaffScope,
    leaveTypesOf: typesOfEveryone ? 'all' : viewer.id,
  };
}

/**
 * What an approver weighs besides the request: who else of the requester's departments is off (the requester
 * left out), shown to an approver who may see the requester (the approval context checks it first).
 */
export function approvalContextScope(requesterId: number): StaffScope {
  return { visibility: { scope: 'colleagues', employeeId: requesterId, withThemselves: false } };
}

/**
 * Leave requests (`lr`) waiting at the manager stage for the viewer because the requester's manager is away: the
 * viewer is the delegate that manager named, or the next manager up (migration 036). Shown and decided besides the
 * viewer's own visibility.
 */
export function actingApprovals(viewer: Viewer, today: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(POLICY_MARK)} (lr.status = 'pending manager' and ${managerStageApprover(today)} = ${viewer.id})`;
}

/**
 * A calendar feed carries what its owner may see at the time it is read: an `own` feed their leave, a `team` feed
 * their visibility (a manager's team with themselves, everyone's for an admin, only their own once no longer a
 * manager). The public feed route declares `employeeData: 'feed'`.
 */
export function calendarFeedScope(
  request: FastifyRequest,
  feed: { scope: 'own' | 'team'; employee_id: number; role: Role },
): StaffScope {
  consult(request, 'feed');
  const owner = { id: feed.employee_id, role: feed.role };
  return { visibility: feed.scope === 'own' ? visibilityOf({ ...owner, role: 'employee' }) : visibilityOf(owner) };
}

/**
 * The org chart's own checks (no circle of managers; a leaver's reports move up) look at everyone: they choose
 * no one to show, and the route has already asked the policy whether the viewer may act on the employee.
 */
export const ORG_CHART: EmployeeScope = { scope: 'all' };

/** The people in `departmentId`, on the `employees` row named `alias`. */
function inDepartment(departmentId: number, alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(`${alias}.employee_id`)} in (select employee_id from employee_departments where department_id = ${departmentId})`;
}

/**
 * Marks the SQL the policy writes: the tests' route guard (test/route-checks.ts) fails a 'visible' or 'feed' route
 * whose statements read the employee tables without it, and eslint forbids the text anywhere else.
 */
export const POLICY_MARK = '/* visibility-policy */';

/** A scope as SQL, on the `employees` row named `alias`: the one place the api writes whose rows a query keeps. */
export function visibleEmployee(scope: EmployeeScope, alias: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(POLICY_MARK)} ${scopeCondition(scope, alias)}`;
}

function scopeCondition(scope: EmployeeScope, alias: string): RawBuilder<boolean> {
  const id = sql.ref(`${alias}.employee_id`);
  if (scope.scope === 'all') return sql<boolean>`true`;
  if (scope.scope === 'self') return sql<boolean>`${id} = ${scope.employeeId}`;
  if (scope.scope === 'team') {
    return sql<boolean>`(${id} = ${scope.managerId} or ${sql.ref(`${alias}.report_to`)} = ${scope.managerId})`;
  }
  const colleagues = sql<boolean>`${id} in (select theirs.employee_id from employee_departments mine
    join employee_departments theirs using (department_id) where mine.employee_id = ${scope.employeeId})`;
  return scope.withThemselves
    ? sql<boolean>`(${id} = ${scope.employeeId} or ${colleagues})`
    : sql<boolean>`(${id} <> ${scope.employeeId} and ${colleagues})`;
}

/** A staff scope as SQL, on the `employees` row named `alias`. */
export function staffFilter(scope: StaffScope, alias: string): RawBuilder<boolean> {
  const conditions = [visibleEmployee(scope.visibility, alias)];
  if (scope.departmentId !== undefined) conditions.push(inDepartment(scope.departmentId, alias));
  if (scope.employeeId !== undefined)
    conditions.push(sql<boolean>`${sql.ref(`${alias}.employee_id`)} = ${scope.employeeId}`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
