import { ADMIN_ONLY, ALL_ROLES, EMPLOYEE_ONLY, MANAGERS_AND_ADMINS, STAFF_WHO_TAKE_LEAVE, type Role } from './roles';

export type RemoteName = 'mf_attendance' | 'mf_leave' | 'mf_people' | 'mf_reports' | 'mf_settings';

// One spelling per screen, the spec's (section 2): the sidebar entry and the page's title say the same.
export const ROUTE_LABELS = {
  dashboard: 'Dashboard',
  attendance: 'Attendance',
  timesheet: 'TimeSheet',
  reportsDashboard: 'Reports Dashboard',
  attendanceHistory: 'Attendance History',
  attendanceLogs: 'Attendance Logs',
  departments: 'Departments',
  leaveApproval: 'Approve Leave',
  leaveRequest: 'Request Leave',
  myLeave: 'My Leave',
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
  roles: readonly Role[];
  /** The remote page that renders the route; the shell renders the routes without one itself. */
  page?: { remote: RemoteName; module: string };
  nav?: { roles: readonly Role[]; order: number };
}

// Spec section 2: who may open each route and who sees it in the sidebar.
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '', title: ROUTE_LABELS.dashboard, roles: ALL_ROLES, nav: { roles: ALL_ROLES, order: 1 } },
  {
    path: 'attendance',
    title: ROUTE_LABELS.attendance,
    roles: ALL_ROLES,
    page: { remote: 'mf_attendance', module: './AttendancePage' },
    nav: { roles: ALL_ROLES, order: 2 },
  },
  {
    path: 'timesheet',
    title: ROUTE_LABELS.timesheet,
    roles: ALL_ROLES,
    page: { remote: 'mf_attendance', module: './TimesheetPage' },
    nav: { roles: ALL_ROLES, order: 3 },
  },
  {
    path: 'reports-dashboard',
    title: ROUTE_LABELS.reportsDashboard,
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_reports', module: './ReportsDashboardPage' },
    nav: { roles: MANAGERS_AND_ADMINS, order: 4 },
  },
  {
    path: 'attendance-history',
    title: ROUTE_LABELS.attendanceHistory,
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_attendance', module: './AttendanceHistoryPage' },
    nav: { roles: MANAGERS_AND_ADMINS, order: 5 },
  },
  {
    path: 'attendance-logs',
    title: ROUTE_LABELS.attendanceLogs,
    roles: ALL_ROLES,
    page: { remote: 'mf_attendance', module: './AttendanceLogsPage' },
    nav: { roles: EMPLOYEE_ONLY, order: 6 },
  },
  {
    path: 'departments',
    title: ROUTE_LABELS.departments,
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_people', module: './DepartmentsPage' },
    nav: { roles: MANAGERS_AND_ADMINS, order: 7 },
  },
  {
    path: 'leave-approval',
    title: ROUTE_LABELS.leaveApproval,
    roles: MANAGERS_AND_ADMINS,
    page: { remote: 'mf_leave', module: './LeaveApprovalPage' },
    nav: { roles: MANAGERS_AND_ADMINS, order: 8 },
  },
  {
    path: 'leave-request',
    title: ROUTE_LABELS.leaveRequest,
    roles: STAFF_WHO_TAKE_LEAVE,
    page: { remote: 'mf_leave', module: './LeaveRequestPage' },
    nav: { roles: STAFF_WHO_TAKE_LEAVE, order: 9 },
  },
  {
    path: 'leave-dashboard',
    title: ROUTE_LABELS.myLeave,
    roles: STAFF_WHO_TAKE_LEAVE,
    page: { remote: 'mf_leave', module: './MyLeavePage' },
    nav: { roles: STAFF_WHO_TAKE_LEAVE, order: 10 },
  },
  {
    path: 'employee-enrollment',
    title: ROUTE_LABELS.employeeEnrollment,
    roles: ADMIN_ONLY,
    page: { remote: 'mf_people', module: './EmployeeEnrollmentPage' },
    nav: { roles: ADMIN_ONLY, order: 11 },
  },
  {
    path: 'employee-list',
    title: ROUTE_LABELS.employeeList,
    roles: ADMIN_ONLY,
    page: { remote: 'mf_people', module: './EmployeeListPage' },
    nav: { roles: ADMIN_ONLY, order: 12 },
  },
  {
    path: 'employees/edit/:employee_id',
    title: ROUTE_LABELS.editEmployee,
    roles: ADMIN_ONLY,
    page: { remote: 'mf_people', module: './EditEmployeePage' },
  },
  {
    path: 'settings',
    title: ROUTE_LABELS.settings,
    roles: ADMIN_ONLY,
    page: { remote: 'mf_settings', module: './SettingsPage' },
    nav: { roles: ADMIN_ONLY, order: 13 },
  },
  { path: 'change_password', title: ROUTE_LABELS.changePassword, roles: ALL_ROLES },
];

export function canOpen(route: AppRoute, role: Role): boolean {
  return route.roles.includes(role);
}

export function navEntriesFor(role: Role): Array<AppRoute & { nav: NonNullable<AppRoute['nav']> }> {
  return APP_ROUTES.filter((route): route is AppRoute & { nav: NonNullable<AppRoute['nav']> } =>
    Boolean(route.nav?.roles.includes(role)),
  ).sort((a, b) => a.nav.order - b.nav.order);
}

/** The title of the screen at `path` (as in the access table: `employees/edit/:employee_id`). */
export function routeTitle(path: string): string | undefined {
  return APP_ROUTES.find((route) => route.path === path)?.title;
}
