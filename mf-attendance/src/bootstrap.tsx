import { renderStandalone } from 'shared-auth/dev-host';
import AttendancePage from './exposes/attendance-page';
import AttendanceLogsPage from './exposes/attendance-logs-page';
import AttendanceHistoryPage from './exposes/attendance-history-page';
import TimesheetPage from './exposes/timesheet-page';
import AttendanceReviewPage from './exposes/attendance-review-page';

renderStandalone({
  title: 'Attendance',
  pages: [
    { path: '/attendance', label: 'Attendance', element: <AttendancePage /> },
    { path: '/attendance-logs', label: 'Attendance Logs', element: <AttendanceLogsPage /> },
    { path: '/attendance-history', label: 'Attendance History', element: <AttendanceHistoryPage /> },
    { path: '/timesheet', label: 'TimeSheet', element: <TimesheetPage /> },
    { path: '/attendance-review', label: 'Attendance Reviews', element: <AttendanceReviewPage /> },
  ],
});
