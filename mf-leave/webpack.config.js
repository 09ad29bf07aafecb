const { createConfig } = require('../config/webpack/create-config');
const { remotes } = require('../config/webpack/remotes');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_leave',
  exposes: {
    './LeaveRequestPage': './src/exposes/leave-request-page.tsx',
    './LeaveApprovalPage': './src/exposes/leave-approval-page.tsx',
    './MyLeavePage': './src/exposes/my-leave-page.tsx',
  },
  devPort: remotes.mf_leave.devPort,
  title: 'Leave',
});
