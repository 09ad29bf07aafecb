const { createConfig } = require('../config/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  exposes: {
    './ReportsDashboardPage': './src/exposes/reports-dashboard-page.tsx',
  },
  title: 'Reports',
});
