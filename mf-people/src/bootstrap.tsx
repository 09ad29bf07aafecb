import { renderStandalone } from 'shared-auth/dev-host';
import DepartmentsPage from './exposes/departments-page';
import EmployeeEnrollmentPage from './exposes/employee-enrollment-page';
import EmployeeListPage from './exposes/employee-list-page';
import EditEmployeePage from './exposes/edit-employee-page';

renderStandalone({
  title: 'People',
  pages: [
    { path: '/departments', label: 'Departments', element: <DepartmentsPage /> },
    { path: '/employee-enrollment', label: 'Employee Enrollment', element: <EmployeeEnrollmentPage /> },
    { path: '/employee-list', label: 'All Employee', element: <EmployeeListPage /> },
    { path: '/employees/edit/:employee_id', label: 'Edit Employee', element: <EditEmployeePage /> },
  ],
});
