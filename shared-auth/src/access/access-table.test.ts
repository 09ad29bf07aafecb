import { APP_ROUTES, ROUTE_LABELS, canOpen, navEntriesFor, routeTitle } from './access-table';
import { ROLES, type Role } from './roles';

const route = (path: string) => APP_ROUTES.find((entry) => entry.path === path)!;
const labels = (role: Role) => navEntriesFor(role).map((entry) => entry.title);

describe('access table (spec section 2)', () => {
  it('gives each role the sidebar entries of the spec, in order', () => {
    expect(labels('employee')).toEqual([
      'Dashboard',
      'Attendance',
      'TimeSheet',
      'Attendance Logs',
      'Request Leave',
      'My Leave',
    ]);
    expect(labels('manager')).toEqual([
      'Dashboard',
      'Attendance',
      'TimeSheet',
      'Reports Dashboard',
      'Attendance History',
      'Departments',
      'Approve Leave',
      'Request Leave',
      'My Leave',
    ]);
    expect(labels('admin')).toEqual([
      'Dashboard',
      'Attendance',
      'TimeSheet',
      'Reports Dashboard',
      'Attendance History',
      'Departments',
      'Approve Leave',
      'Employee Enrollment',
      'All Employee',
      'Settings',
    ]);
  });

  it('opens attendance-logs to every role but lists it for employees only', () => {
    for (const role of ROLES) expect(canOpen(route('attendance-logs'), role)).toBe(true);
    expect(labels('manager')).not.toContain('Attendance Logs');
    expect(labels('admin')).not.toContain('Attendance Logs');
  });

  it.each([
    ['', ['employee', 'manager', 'admin']],
    ['attendance', ['employee', 'manager', 'admin']],
    ['change_password', ['employee', 'manager', 'admin']],
    ['timesheet', ['employee', 'manager', 'admin']],
    ['departments', ['manager', 'admin']],
    ['employee-enrollment', ['admin']],
    ['employee-list', ['admin']],
    ['employees/edit/:employee_id', ['admin']],
    ['attendance-history', ['manager', 'admin']],
    ['leave-request', ['employee', 'manager']],
    ['leave-approval', ['manager', 'admin']],
    ['leave-dashboard', ['employee', 'manager']],
    ['reports-dashboard', ['manager', 'admin']],
    ['settings', ['admin']],
  ])('lets the right roles open /%s', (path, roles) => {
    expect(ROLES.filter((role) => canOpen(route(path), role))).toEqual(roles);
  });

  it("spells each screen one way, the spec's: the sidebar entry is the page title", () => {
    expect(routeTitle('timesheet')).toBe('TimeSheet');
    expect(routeTitle('employees/edit/:employee_id')).toBe(ROUTE_LABELS.editEmployee);
    expect(routeTitle('change_password')).toBe('Change Password');
    expect(new Set(APP_ROUTES.map((entry) => entry.title)).size).toBe(APP_ROUTES.length);
  });

  it('lists every route of the spec once', () => {
    expect(APP_ROUTES).toHaveLength(15);
    expect(new Set(APP_ROUTES.map((entry) => entry.path)).size).toBe(APP_ROUTES.length);
  });
});
