import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { leaveRow, renderAs } from '../../shared/test-utils';
import { LeaveApprovalPage } from './leave-approval-page';
import { TAG_TONES } from 'shared-auth/ui';
import english from '../../locales/en.json';

const LEAVE_MESSAGES = english.messages;

afterEach(() => jest.restoreAllMocks());

// The viewer is employee 2 (a manager) or 1 (the admin); rows of 7 and 8 are the manager's reports.
const ROWS = [
  leaveRow({ request_id: 11, employee_id: 7, employee_name: 'Emma Wilson', status: 'pending manager' }),
  leaveRow({
    request_id: 12,
    employee_id: 8,
    employee_name: 'Liam Hughes',
    status: 'pending admin',
    manager_approval_comment: 'Fine by me.',
  }),
  leaveRow({
    request_id: 13,
    employee_id: 7,
    employee_name: 'Emma Wilson',
    status: 'Approved',
    start_date: '2027-01-04',
    end_date: '2027-01-04',
  }),
  leaveRow({
    request_id: 14,
    employee_id: 8,
    employee_name: 'Liam Hughes',
    status: 'rejected',
    manager_approval_comment: 'Release week.',
  }),
  leaveRow({ request_id: 15, employee_id: 2, employee_name: 'James Carter', status: 'pending manager' }),
];

async function showStatus(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByTitle(label));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')).toHaveTextContent(label),
  );
}

const row = (name: string, status: string) =>
  screen
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name) && r.textContent.toLowerCase().includes(status))!;

describe('LeaveApprovalPage', () => {
  it("lists by default what a manager can decide: their reports' requests at the manager stage", async () => {
    stubFetch({ 'GET /api/leave_requests': { body: ROWS } });
    renderAs(<LeaveApprovalPage />, 'manager', 2);
    await screen.findAllByText('Emma Wilson');

    expect(within(row('Emma Wilson', 'pending manager')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(row('Emma Wilson', 'pending manager')).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    expect(screen.queryByText('James Carter')).not.toBeInTheDocument();
    expect(screen.queryByText('Liam Hughes')).not.toBeInTheDocument();
  });

  it('filters by status, offering decisions only where the viewer may decide', async () => {
    stubFetch({ 'GET /api/leave_requests': { body: ROWS } });
    renderAs(<LeaveApprovalPage />, 'manager', 2);
    await screen.findAllByText('Emma Wilson');

    await showStatus('All pending');
    expect(within(row('Liam Hughes', 'pending admin')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('James Carter', 'pending manager')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Fine by me.')).toBeInTheDocument();
    expect(screen.queryByText('Release week.')).not.toBeInTheDocument();
  });

  it('filters by a single status', async () => {
    stubFetch({ 'GET /api/leave_requests': { body: ROWS } });
    renderAs(<LeaveApprovalPage />, 'manager', 2);
    await screen.findAllByText('Emma Wilson');

    await showStatus('Rejected');
    expect(screen.getByText('Release week.')).toBeInTheDocument();
    expect(within(row('Liam Hughes', 'rejected')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);

    await showStatus('Pending admin');
    expect(screen.getByText('Fine by me.')).toBeInTheDocument();
    expect(screen.queryByText('Emma Wilson')).not.toBeInTheDocument();
  });

  it('offers an admin both pending stages', async () => {
    stubFetch({ 'GET /api/leave_requests': { body: ROWS } });
    renderAs(<LeaveApprovalPage />, 'admin', 1);
    await screen.findAllByText('Emma Wilson');

    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(3);
    expect(within(row('Liam Hughes', 'pending admin')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('colours the statuses with AA contrast: pending manager amber, approved green, rejected red, whatever the case', async () => {
    stubFetch({ 'GET /api/leave_requests': { body: ROWS } });
    renderAs(<LeaveApprovalPage />, 'admin', 1);
    await screen.findAllByText('Emma Wilson');

    expect(screen.getAllByText('pending manager')[0]).toHaveStyle({ color: TAG_TONES.orange!.color });
    expect(screen.getByText('pending admin')).toHaveStyle({ color: TAG_TONES.neutral!.color });
    await showStatus('Approved');
    expect(screen.getByText('Approved', { selector: '.ant-tag' })).toHaveStyle({ color: TAG_TONES.green!.color });
    await showStatus('Rejected');
    expect(screen.getByText('rejected', { selector: '.ant-tag' })).toHaveStyle({ color: TAG_TONES.red!.color });
  });

  it('shows leave types by their display names, capitalising unknown ones', async () => {
    stubFetch({
      'GET /api/leave_requests': { body: [ROWS[0], { ...ROWS[1]!, leave_type: 'sick' }] },
      'GET /api/leave_type_details': {
        body: [{ leave_type: 'sick', display_name: 'Sick leave', backdating_allowed: true }],
      },
    });
    renderAs(<LeaveApprovalPage />, 'admin', 1);
    expect(await screen.findByText('Sick leave')).toBeInTheDocument();
    expect(screen.getByText('Vacation')).toBeInTheDocument();
    expect(screen.queryByText('vacation')).not.toBeInTheDocument();
  });

  it('sends the decision with the optional comment, confirms it and reloads the list', async () => {
    let decided = false;
    let body: unknown;
    const api = stubFetch({
      'GET /api/leave_requests': () => ({
        body: decided ? [{ ...ROWS[0]!, status: 'pending admin', manager_approval_comment: 'Enjoy!' }] : [ROWS[0]],
      }),
      'POST /api/leave_request/11/approve': async (request) => {
        decided = true;
        body = await request.json();
        return { body: { message: 'Leave request approved.' } };
      },
    });
    renderAs(<LeaveApprovalPage />, 'manager', 2);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve leave request' });
    await userEvent.type(within(dialog).getByLabelText('Comment (optional)'), 'Enjoy!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Leave request approved.')).toBeInTheDocument();
    expect(body).toEqual({ comment: 'Enjoy!' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    await showStatus('Pending admin');
    expect(await screen.findByText('Enjoy!')).toBeInTheDocument();
    expect(screen.queryByText('Leave request approved.')).not.toBeInTheDocument();
    expect(calledRoutes(api).filter((route) => route === 'GET /api/leave_requests')).toHaveLength(2);
  });

  it('rejects without a comment and shows a refusal inside the modal', async () => {
    let body: unknown;
    stubFetch({
      'GET /api/leave_requests': { body: [ROWS[0]] },
      'POST /api/leave_request/11/reject': async (request) => {
        body = await request.json();
        return { status: 409, body: { error: 'This leave request is already approved.' } };
      },
    });
    renderAs(<LeaveApprovalPage />, 'admin', 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject leave request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('This leave request is already approved.')).toBeInTheDocument();
    expect(body).toEqual({});
  });

  it('shows the spec text when the list cannot be fetched', async () => {
    stubFetch({ 'GET /api/leave_requests': { status: 500, body: {} } });
    renderAs(<LeaveApprovalPage />, 'manager', 2);

    expect(await screen.findByRole('alert')).toHaveTextContent(LEAVE_MESSAGES.fetchFailed);
    await waitFor(() => expect(screen.getByText('No leave requests found.')).toBeInTheDocument());
  });
});
