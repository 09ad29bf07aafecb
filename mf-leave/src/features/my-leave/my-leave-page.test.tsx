import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch as stubRoutes, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import { leaveRow, renderAs } from '../../shared/test-utils';
import { MyLeavePage } from './my-leave-page';
import { TAG_TONES } from 'shared-auth/ui';
import english from '../../locales/en.json';

const FEED_TEXTS = english.feeds;
const LEAVE_MESSAGES = english.messages;
const LEAVE_TEXTS = english.texts;

afterEach(() => jest.restoreAllMocks());

// The balances and feed cards ask too; these tests are about the request list.
const stubFetch = (routes: Record<string, StubRoute | StubAnswer>) =>
  stubRoutes({
    'GET /api/leave_balances?year=2027': { body: [] },
    'GET /api/leave_ledger?year=2027': { body: [] },
    'GET /api/calendar_feeds': { body: [] },
    ...routes,
  });

const MINE = leaveRow({
  request_id: 21,
  employee_id: 7,
  status: 'APPROVED',
  reason: 'Family trip',
  manager_approval_comment: 'Enjoy your break!',
  admin_approval_comment: 'Approved, have fun.',
});
const REPORTS = leaveRow({ request_id: 22, employee_id: 9, employee_name: 'Liam Hughes', reason: 'Dentist' });

describe('MyLeavePage', () => {
  it('lists the viewer’s own requests with their status colour and both comments', async () => {
    stubFetch({ 'GET /api/leave_requests': { body: [MINE, REPORTS] } });
    renderAs(<MyLeavePage today="2027-02-15" />, 'manager', 7);

    expect(await screen.findByText('Family trip')).toBeInTheDocument();
    expect(screen.getByText('APPROVED')).toHaveStyle({ color: TAG_TONES.green!.color });
    expect(screen.getByText('Vacation')).toBeInTheDocument();
    expect(screen.getByText('Enjoy your break!')).toBeInTheDocument();
    expect(screen.getByText('Approved, have fun.')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2027 – March 3, 2027')).toBeInTheDocument();
    expect(screen.queryByText('Dentist')).not.toBeInTheDocument();
  });

  it('asks the api again for the chosen dates and on Refresh', async () => {
    const api = stubFetch({
      'GET /api/leave_requests': { body: [] },
      'GET /api/leave_requests?start_date=2027-03-01': { body: [MINE] },
      'GET /api/leave_requests?start_date=2027-03-01&end_date=2027-03-31': { body: [MINE] },
    });
    renderAs(<MyLeavePage today="2027-02-15" />, 'employee', 7);
    expect(await screen.findByText('No leave requests found.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2027-03-01' } });
    expect(await screen.findByText('Family trip')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2027-03-31' } });
    const filtered = 'GET /api/leave_requests?start_date=2027-03-01&end_date=2027-03-31';
    await waitFor(() => expect(calledRoutes(api)).toContain(filtered));
    await waitFor(() => expect(screen.getByRole('button', { name: /Refresh/ })).not.toHaveClass('ant-btn-loading'));
    await userEvent.click(screen.getByRole('button', { name: /Refresh/ }));

    await waitFor(() =>
      expect(calledRoutes(api).filter((route) => route.startsWith('GET /api/leave_requests'))).toEqual([
        'GET /api/leave_requests',
        'GET /api/leave_requests?start_date=2027-03-01',
        filtered,
        filtered,
      ]),
    );
  });

  it('shows the server error when the list cannot be fetched', async () => {
    stubFetch({ 'GET /api/leave_requests': { status: 400, body: { error: 'End date cannot be before start date.' } } });
    renderAs(<MyLeavePage today="2027-02-15" />, 'employee', 7);
    expect(await screen.findByRole('alert')).toHaveTextContent('End date cannot be before start date.');
  });

  it('falls back to the spec text without an error body', async () => {
    stubFetch({ 'GET /api/leave_requests': { status: 502, body: {} } });
    renderAs(<MyLeavePage today="2027-02-15" />, 'employee', 7);
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAVE_MESSAGES.fetchFailed);
  });

  it('shows the balances of the company year, the requests and the calendar feeds', async () => {
    stubFetch({ 'GET /api/leave_requests': { body: [] } });
    renderAs(<MyLeavePage today="2027-02-15" />, 'employee', 7);

    expect(await screen.findByText(LEAVE_TEXTS.noBalances)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' }).closest('.ant-select')).toHaveTextContent('2027');
    expect(screen.getByText(LEAVE_TEXTS.requestsTitle)).toBeInTheDocument();
    expect(await screen.findByText(FEED_TEXTS.none)).toBeInTheDocument();
  });
});
