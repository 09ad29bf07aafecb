const { createConfig } = require('../config/webpack/create-config');
const { remotes } = require('../config/webpack/remotes');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_attendance',
  exposes: {
    './AttendancePage': './src/exposes/attendance-page.tsx',
    './AttendanceLogsPage': './src/exposes/attendance-logs-page.tsx',
    './AttendanceHistoryPage': './src/exposes/attendance-history-page.tsx',
    './TimesheetPage': './src/exposes/timesheet-page.tsx',
  },
  devPort: remotes.mf_attendance.devPort,
  title: 'Attendance',
});
