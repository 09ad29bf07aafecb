const { createConfig } = require('../config/webpack/create-config');
const { remotes } = require('../config/webpack/remotes');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_reports',
  exposes: {
    './ReportsDashboardPage': './src/exposes/reports-dashboard-page.tsx',
  },
  devPort: remotes.mf_reports.devPort,
  title: 'Reports',
});
