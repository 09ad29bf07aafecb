const { createConfig } = require('../config/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  exposes: {
    './RosterPage': './src/exposes/roster-page.tsx',
    './MyShiftsPage': './src/exposes/my-shifts-page.tsx',
    './ShiftTypesPage': './src/exposes/shift-types-page.tsx',
  },
  title: 'Scheduling',
});
