import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { stubFetch } from 'shared-auth/testing';
import { renderPage } from '../shared/test-utils';
import DepartmentsPage from './departments-page';
import EditEmployeePage from './edit-employee-page';
import EmployeeEnrollmentPage from './employee-enrollment-page';
import EmployeeListPage from './employee-list-page';

afterEach(() => jest.restoreAllMocks());

it.each<[string, ComponentType, string]>([
  ['./DepartmentsPage', DepartmentsPage, 'Departments'],
  ['./EmployeeEnrollmentPage', EmployeeEnrollmentPage, 'Employee Enrollment'],
  ['./EmployeeListPage', EmployeeListPage, 'Employee List'],
  ['./EditEmployeePage', EditEmployeePage, 'Edit Employee'],
])('exposes %s as its default export', async (_module, Page, heading) => {
  stubFetch({ 'GET /api/departments': { body: [] }, 'GET /api/employees_list': { body: [] } });
  renderPage(<Page />);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});
