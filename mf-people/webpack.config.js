const { createConfig } = require('../config/webpack/create-config');
const { remotes } = require('../config/webpack/remotes');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_people',
  exposes: {
    './DepartmentsPage': './src/exposes/departments-page.tsx',
    './EmployeeEnrollmentPage': './src/exposes/employee-enrollment-page.tsx',
    './EmployeeListPage': './src/exposes/employee-list-page.tsx',
    './EditEmployeePage': './src/exposes/edit-employee-page.tsx',
  },
  devPort: remotes.mf_people.devPort,
  title: 'People',
});
