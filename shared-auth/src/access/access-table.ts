import { ADMIN_ONLY, ALL_ROLES, EMPLOYEE_ONLY, MANAGERS_AND_ADMINS, STAFF_WHO_TAKE_LEAVE, type Role } from './roles';

export type RemoteName = 'mf_attendance' | 'mf_leave' | 'mf_people' | 'mf_reports' | 'mf_settings';

export interface AppRoute {
  /** Path under the shell's layout, without the leading slash ('' is the home dashboard). */
  path: string;
  roles: readonly Role[];
  /** The remote page that renders the route; the shell renders the routes without one itself. */
  page?: { remote: RemoteName; module: string };
  nav?: { label: string; roles: readonly Role[]; order: number };
}

// Spec section 2: who may open each route and who sees it in the sidebar.
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '', roles: ALL_ROLES, nav: { label: 'Dashboard', roles: ALL_ROLES, order: 1 } },
  {
    path: 'attendance',
    roles: ALL_ROLES,
    page: { remote: 'mf_attendance', module: './AttendancePage' },
    nav: { label: 'Attendance', roles: ALL_ROLES, order: 2 },
  },
  {
    path: 'timesheet',
    roles: ALL_ROLES,
    page: { remote: 'mf_attendance', module: './TimesheetPage' },
    nav: { label: 'TimeSheet', roles: ALL_ROLES, order: 3 },
  },
  {
    path: 'reports-dashboard',
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_reports', module: './ReportsDashboardPage' },
    nav: { label: 'Reports Dashboard', roles: MANAGERS_AND_ADMINS, order: 4 },
  },
  {
    path: 'attendance-history',
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_attendance', module: './AttendanceHistoryPage' },
    nav: { label: 'Attendance History', roles: MANAGERS_AND_ADMINS, order: 5 },
  },
  {
    path: 'attendance-logs',
    roles: ALL_ROLES,
    page: { remote: 'mf_attendance', module: './AttendanceLogsPage' },
    nav: { label: 'Attendance Logs', roles: EMPLOYEE_ONLY, order: 6 },
  },
  {
    path: 'departments',
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_people', module: './DepartmentsPage' },
    nav: { label: 'Departments', roles: MANAGERS_AND_ADMINS, order: 7 },
  },
  {
    path: 'leave-approval',
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_leave', module: './LeaveApprovalPage' },
    nav: { label: 'Approve Leave', roles: MANAGERS_AND_ADMINS, order: 8 },
  },
  {
    path: 'leave-request',
    roles: STAFF_WHO_TAKE_LEAVE,
    page: { remote: 'mf_leave', module: './LeaveRequestPage' },
    nav: { label: 'Request Leave', roles: STAFF_WHO_TAKE_LEAVE, order: 9 },
  },
  {
    path: 'leave-dashboard',
    roles: STAFF_WHO_TAKE_LEAVE,
    page: { remote: 'mf_leave', module: './MyLeavePage' },
    nav: { label: 'My Leave', roles: STAFF_WHO_TAKE_LEAVE, order: 10 },
  },
  {
    path: 'employee-enrollment',
    roles: ADMIN_ONLY,
    page: { remote: 'mf_people', module: './EmployeeEnrollmentPage' },
    nav: { label: 'Employee Enrollment', roles: ADMIN_ONLY, order: 11 },
  },
  {
    path: 'employee-list',
    roles: ADMIN_ONLY,
    page: { remote: 'mf_people', module: './EmployeeListPage' },
    nav: { label: 'All Employee', roles: ADMIN_ONLY, order: 12 },
  },
  {
    path: 'employees/edit/:employee_id',
    roles: ADMIN_ONLY,
    page: { remote: 'mf_people', module: './EditEmployeePage' },
  },
  {
    path: 'settings',
    roles: ADMIN_ONLY,
    page: { remote: 'mf_settings', module: './SettingsPage' },
    nav: { label: 'Settings', roles: ADMIN_ONLY, order: 13 },
  },
  { path: 'change_password', roles: ALL_ROLES },
];

export function canOpen(route: AppRoute, role: Role): boolean {
  return route.roles.includes(role);
}

export function navEntriesFor(role: Role): Array<AppRoute & { nav: NonNullable<AppRoute['nav']> }> {
  return APP_ROUTES.filter((route): route is AppRoute & { nav: NonNullable<AppRoute['nav']> } =>
    Boolean(route.nav?.roles.includes(role)),
  ).sort((a, b) => a.nav.order - b.nav.order);
}
