import { canOpen, navEntriesFor, ROLES, ROUTE_LABELS, type Role } from 'shared-auth';
import { TEST_REGISTRY } from '../../testing/render-app';
import { appRouteTable, bareRouteTable } from './app-route-table';

// The repository's registry (config/remotes.json) and the shell's own routes hold the spec's routes and roles. A team
// may add a remote to the registry: its routes come on top, so the spec's are checked as an ordered subset.
const routes = appRouteTable(TEST_REGISTRY);
const route = (path: string) => routes.find((entry) => entry.path === path)!;
const labels = (role: Role) => navEntriesFor(routes, role).map((entry) => entry.title);
/** `expected` in `actual`, in the same order, other entries allowed in between. */
const inOrder = (actual: string[], expected: string[]) => actual.filter((label) => expected.includes(label));
const SPEC_LABELS: string[] = Object.values(ROUTE_LABELS);
const SPEC_PATHS = [
  '',
  'attendance',
  'change_password',
  'timesheet',
  'departments',
  'employee-enrollment',
  'employee-list',
  'employees/edit/:employee_id',
  'attendance-history',
  'attendance-review',
  'attendance-logs',
  'leave-request',
  'leave-approval',
  'leave-dashboard',
  'team-calendar',
  'reports-dashboard',
  'settings',
];

describe('route table', () => {
  it('gives each role the sidebar entries of the spec, in order', () => {
    expect(inOrder(labels('employee'), SPEC_LABELS)).toEqual([
      'Dashboard',
      'Attendance',
      'TimeSheet',
      'Attendance Logs',
      'Request Leave',
      'My Leave',
      'Team Calendar',
    ]);
    expect(inOrder(labels('manager'), SPEC_LABELS)).toEqual([
      'Dashboard',
      'Attendance',
      'TimeSheet',
      'Reports Dashboard',
      'Attendance History',
      'Attendance Reviews',
      'Departments',
      'Approve Leave',
      'Request Leave',
      'My Leave',
      'Team Calendar',
    ]);
    expect(inOrder(labels('admin'), SPEC_LABELS)).toEqual([
      'Dashboard',
      'Attendance',
      'TimeSheet',
      'Reports Dashboard',
      'Attendance History',
      'Attendance Reviews',
      'Departments',
      'Approve Leave',
      'Team Calendar',
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
    ['attendance-review', ['manager', 'admin']],
    ['leave-request', ['employee', 'manager']],
    ['leave-approval', ['manager', 'admin']],
    ['leave-dashboard', ['employee', 'manager']],
    ['team-calendar', ['employee', 'manager', 'admin']],
    ['reports-dashboard', ['manager', 'admin']],
    ['settings', ['admin']],
  ])('lets the right roles open /%s', (path, roles) => {
    expect(ROLES.filter((role) => canOpen(route(path), role))).toEqual(roles);
  });

  it("spells each screen one way: the registry's label is the title the remote's page shows", () => {
    const specTitles = routes.filter((entry) => SPEC_PATHS.includes(entry.path)).map((entry) => entry.title);
    expect(specTitles.filter((title) => !SPEC_LABELS.includes(title))).toEqual([]);
    expect(new Set(routes.map((entry) => entry.title)).size).toBe(routes.length);
  });

  it('lists every route of the spec once, and no path twice', () => {
    expect(SPEC_PATHS.filter((path) => routes.filter((entry) => entry.path === path).length !== 1)).toEqual([]);
    expect(new Set(routes.map((entry) => entry.path)).size).toBe(routes.length);
  });

  it('takes every other route, its label and roles, from the registry as it is', () => {
    const registryRoutes = TEST_REGISTRY.remotes.flatMap((remote) => remote.routes.filter((entry) => !entry.layout));
    expect(
      routes
        .filter((entry) => !SPEC_PATHS.includes(entry.path))
        .map(({ path, title, roles }) => ({ path, title, roles })),
    ).toEqual(
      registryRoutes
        .filter((entry) => !SPEC_PATHS.includes(entry.path))
        .map(({ path, label, roles }) => ({ path, title: label, roles })),
    );
  });

  it('keeps the kiosk out of the layout: a page of its own, with no roles and no sidebar entry', () => {
    expect(bareRouteTable(TEST_REGISTRY)).toEqual([
      { path: 'kiosk', page: { remote: 'mf_attendance', module: './KioskPage' } },
    ]);
    expect(routes.map((entry) => entry.path)).not.toContain('kiosk');
  });
});
