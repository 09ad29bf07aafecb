// The pages the remotes expose (team conventions): each module default-exports a React page.
type RemotePage = import('react').ComponentType;

declare module 'mf_attendance/AttendancePage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_attendance/AttendanceLogsPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_attendance/AttendanceHistoryPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_attendance/TimesheetPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_leave/LeaveRequestPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_leave/LeaveApprovalPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_leave/MyLeavePage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_people/DepartmentsPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_people/EmployeeEnrollmentPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_people/EmployeeListPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_people/EditEmployeePage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_reports/ReportsDashboardPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_settings/SettingsPage' {
  const Page: RemotePage;
  export default Page;
}

/** Module types by federation id; `remote-pages.test.ts` keeps it in step with the access table. */
interface FederatedPages {
  'mf_attendance/AttendancePage': typeof import('mf_attendance/AttendancePage');
  'mf_attendance/AttendanceLogsPage': typeof import('mf_attendance/AttendanceLogsPage');
  'mf_attendance/AttendanceHistoryPage': typeof import('mf_attendance/AttendanceHistoryPage');
  'mf_attendance/TimesheetPage': typeof import('mf_attendance/TimesheetPage');
  'mf_leave/LeaveRequestPage': typeof import('mf_leave/LeaveRequestPage');
  'mf_leave/LeaveApprovalPage': typeof import('mf_leave/LeaveApprovalPage');
  'mf_leave/MyLeavePage': typeof import('mf_leave/MyLeavePage');
  'mf_people/DepartmentsPage': typeof import('mf_people/DepartmentsPage');
  'mf_people/EmployeeEnrollmentPage': typeof import('mf_people/EmployeeEnrollmentPage');
  'mf_people/EmployeeListPage': typeof import('mf_people/EmployeeListPage');
  'mf_people/EditEmployeePage': typeof import('mf_people/EditEmployeePage');
  'mf_reports/ReportsDashboardPage': typeof import('mf_reports/ReportsDashboardPage');
  'mf_settings/SettingsPage': typeof import('mf_settings/SettingsPage');
}

type FederatedPageId = keyof FederatedPages;
type RemotePageModule = FederatedPages[FederatedPageId];
