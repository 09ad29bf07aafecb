import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from 'shared-auth/testing';
import { renderAs } from '../shared/test-utils';
import LeaveApprovalPage from './leave-approval-page';
import LeaveRequestPage from './leave-request-page';
import MyLeavePage from './my-leave-page';
import TeamCalendarPage from './team-calendar-page';

afterEach(() => jest.restoreAllMocks());

it.each([
  ['Request Leave', LeaveRequestPage],
  ['Approve Leave', LeaveApprovalPage],
  ['My Leave', MyLeavePage],
  ['Team Calendar', TeamCalendarPage],
])('exposes the %s page as a default export', async (title, Page) => {
  stubFetch({
    'GET /api/leave_type_details': { body: [] },
    'GET /api/manager_email': { body: { manager_email: null } },
    'GET /api/leave_requests': { body: [] },
  });
  renderAs(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
    'manager',
  );

  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  await screen.findByRole('heading', { name: title });
});
