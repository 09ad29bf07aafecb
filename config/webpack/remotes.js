// The remotes the shell knows, their dev-server ports and the pages each exposes.
const remotes = {
  mf_attendance: {
    packageName: 'mf-attendance',
    devPort: 3001,
    exposes: ['AttendancePage', 'AttendanceLogsPage', 'AttendanceHistoryPage', 'TimesheetPage'],
  },
  mf_leave: {
    packageName: 'mf-leave',
    devPort: 3002,
    exposes: ['LeaveRequestPage', 'LeaveApprovalPage', 'MyLeavePage'],
  },
  mf_people: {
    packageName: 'mf-people',
    devPort: 3003,
    exposes: ['DepartmentsPage', 'EmployeeEnrollmentPage', 'EmployeeListPage', 'EditEmployeePage'],
  },
  mf_reports: { packageName: 'mf-reports', devPort: 3004, exposes: ['ReportsDashboardPage'] },
  mf_settings: { packageName: 'mf-settings', devPort: 3005, exposes: ['SettingsPage'] },
};

const SHELL_DEV_PORT = 3000;
const API_DEV_URL = process.env.API_URL ?? 'http://localhost:8080';

module.exports = { remotes, SHELL_DEV_PORT, API_DEV_URL };
