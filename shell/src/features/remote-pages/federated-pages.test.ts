import { APP_ROUTES } from 'shared-auth';
import { remotePageId } from './types';

const { remotes } = jest.requireActual<{ remotes: Record<string, { exposes: string[] }> }>(
  '../../../../config/webpack/remotes',
);

// Exhaustive over `FederatedPages` of remotes.d.ts: the compiler rejects a missing or an extra id.
const DECLARED: Record<FederatedPageId, true> = {
  'mf_attendance/AttendancePage': true,
  'mf_attendance/AttendanceLogsPage': true,
  'mf_attendance/AttendanceHistoryPage': true,
  'mf_attendance/TimesheetPage': true,
  'mf_leave/LeaveRequestPage': true,
  'mf_leave/LeaveApprovalPage': true,
  'mf_leave/MyLeavePage': true,
  'mf_people/DepartmentsPage': true,
  'mf_people/EmployeeEnrollmentPage': true,
  'mf_people/EmployeeListPage': true,
  'mf_people/EditEmployeePage': true,
  'mf_reports/ReportsDashboardPage': true,
  'mf_settings/SettingsPage': true,
};

describe('federated pages', () => {
  const exposed = Object.entries(remotes).flatMap(([name, remote]) => remote.exposes.map((page) => `${name}/${page}`));

  it('types exactly the modules the remotes expose', () => {
    expect(Object.keys(DECLARED).sort()).toEqual([...exposed].sort());
  });

  it('loads every remote route of the access table from an exposed module', () => {
    const routed = APP_ROUTES.flatMap((route) => (route.page ? [remotePageId(route.page)] : []));
    expect(routed.filter((id) => !exposed.includes(id))).toEqual([]);
    expect(new Set(routed).size).toBe(exposed.length);
  });
});
