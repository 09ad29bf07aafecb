const { createConfig } = require('../config/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  exposes: {
    './DepartmentsPage': './src/exposes/departments-page.tsx',
    './EmployeeEnrollmentPage': './src/exposes/employee-enrollment-page.tsx',
    './EmployeeListPage': './src/exposes/employee-list-page.tsx',
    './EditEmployeePage': './src/exposes/edit-employee-page.tsx',
  },
  title: 'People',
});
