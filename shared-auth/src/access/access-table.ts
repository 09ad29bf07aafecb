import type { Language } from '../language/languages';
import { ALL_ROLES, type Role } from './roles';

// One spelling per screen: the sidebar entry (the registry's label, config/remotes.json) and the page's title
// say the same.
export const ROUTE_LABELS = {
  dashboard: 'Dashboard',
  attendance: 'Attendance',
  timesheet: 'TimeSheet',
  reportsDashboard: 'Reports Dashboard',
  attendanceHistory: 'Attendance History',
  attendanceLogs: 'Attendance Logs',
  attendanceReview: 'Attendance Reviews',
  departments: 'Departments',
  leaveApproval: 'Approve Leave',
  leaveRequest: 'Request Leave',
  myLeave: 'My Leave',
  teamCalendar: 'Team Calendar',
  employeeEnrollment: 'Employee Enrollment',
  employeeList: 'All Employee',
  editEmployee: 'Edit Employee',
  settings: 'Settings',
  changePassword: 'Change Password',
} as const;

export interface AppRoute {
  /** Path under the shell's layout, without the leading slash ('' is the home dashboard). */
  path: string;
  /** The page's title; its sidebar entry, when it has one, carries the same label. */
  title: string;
  /** The title in other languages, as a remote's team gives it in the registry (`labels`). */
  titles?: Partial<Record<Language, string>>;
  roles: readonly Role[];
  /** The remote page that renders the route (federation name and exposed module); the shell renders the others. */
  page?: { remote: string; module: string };
  nav?: { roles: readonly Role[]; order: number };
}

export type NavEntry = AppRoute & { nav: NonNullable<AppRoute['nav']> };

/**
 * The shell's own routes. Every other route is a remote's page and comes from the remote registry
 * (config/remotes.json, served as /remotes.json), with its roles and sidebar entry.
 */
export const SHELL_ROUTES: readonly AppRoute[] = [
  { path: '', title: ROUTE_LABELS.dashboard, roles: ALL_ROLES, nav: { roles: ALL_ROLES, order: 1 } },
  { path: 'change_password', title: ROUTE_LABELS.changePassword, roles: ALL_ROLES },
];

export function canOpen(route: AppRoute, role: Role): boolean {
  return route.roles.includes(role);
}

/** The sidebar entries of `routes` that `role` sees, in their order. */
export function navEntriesFor(routes: readonly AppRoute[], role: Role): NavEntry[] {
  return routes
    .filter((route): route is NavEntry => Boolean(route.nav?.roles.includes(role)))
    .sort((a, b) => a.nav.order - b.nav.order);
}
