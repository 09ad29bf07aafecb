import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ROUTE_LABELS } from 'shared-auth';
import { stubFetch } from 'shared-auth/testing';
import { renderPage } from '../shared/test-utils';
import DepartmentsPage from './departments-page';
import EditEmployeePage from './edit-employee-page';
import EmployeeEnrollmentPage from './employee-enrollment-page';
import EmployeeListPage from './employee-list-page';

afterEach(() => jest.restoreAllMocks());

it.each<[string, ComponentType, string]>([
  ['./DepartmentsPage', DepartmentsPage, ROUTE_LABELS.departments],
  ['./EmployeeEnrollmentPage', EmployeeEnrollmentPage, ROUTE_LABELS.employeeEnrollment],
  ['./EmployeeListPage', EmployeeListPage, ROUTE_LABELS.employeeList],
  ['./EditEmployeePage', EditEmployeePage, ROUTE_LABELS.editEmployee],
])('exposes %s as its default export', async (_module, Page, heading) => {
  stubFetch({
    'GET /api/departments': { body: [] },
    'GET /api/employees_list': { body: [] },
    'GET /api/holidays': { body: [] },
  });
  renderPage(<Page />);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});
