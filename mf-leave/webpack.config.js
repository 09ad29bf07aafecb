const { createConfig } = require('../config/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  exposes: {
    './LeaveRequestPage': './src/exposes/leave-request-page.tsx',
    './LeaveApprovalPage': './src/exposes/leave-approval-page.tsx',
    './MyLeavePage': './src/exposes/my-leave-page.tsx',
    './TeamCalendarPage': './src/exposes/team-calendar-page.tsx',
  },
  title: 'Leave',
});
