const { createConfig } = require('../config/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  exposes: {
    './AttendancePage': './src/exposes/attendance-page.tsx',
    './AttendanceLogsPage': './src/exposes/attendance-logs-page.tsx',
    './AttendanceHistoryPage': './src/exposes/attendance-history-page.tsx',
    './TimesheetPage': './src/exposes/timesheet-page.tsx',
    './AttendanceReviewPage': './src/exposes/attendance-review-page.tsx',
    './KioskPage': './src/exposes/kiosk-page.tsx',
  },
  title: 'Attendance',
});
