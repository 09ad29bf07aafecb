import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { leaveRow, renderAs } from '../../shared/test-utils';
import { DecisionModal } from './decision-modal';
import english from '../../locales/en.json';

const APPROVAL_TEXTS = english.approval;
const LEAVE_TEXTS = english.texts;

afterEach(() => jest.restoreAllMocks());

const REQUEST = leaveRow({ request_id: 11, employee_id: 7, employee_name: 'Emma Wilson' });
const CONTEXT = 'GET /api/leave_request/11/approval_context';
const context = (overrides = {}) => ({
  request_id: 11,
  leave_type: 'vacation',
  counted: true,
  working_days: 3,
  remaining: 9.5,
  others_off: [],
  ...overrides,
});
const open = (onDecided = jest.fn()) =>
  renderAs(
    <DecisionModal pending={{ request: REQUEST, decision: 'approve' }} onClose={jest.fn()} onDecided={onDecided} />,
    'manager',
    2,
  );

describe('DecisionModal', () => {
  it("shows the working days and the requester's balance left if approved", async () => {
    stubFetch({ [CONTEXT]: { body: context() } });
    open();

    const panel = await screen.findByRole('region', { name: APPROVAL_TEXTS.label });
    expect(panel).toHaveTextContent(`${LEAVE_TEXTS.workingDays}3`);
    expect(panel).toHaveTextContent(`Vacation: ${APPROVAL_TEXTS.remainingIfApproved}9.5 days`);
    expect(screen.queryByText(APPROVAL_TEXTS.othersOff)).not.toBeInTheDocument();
  });

  it('says when the type is not counted against a balance', async () => {
    stubFetch({ [CONTEXT]: { body: context({ leave_type: 'sick', counted: false, remaining: null }) } });
    open();

    const panel = await screen.findByRole('region', { name: APPROVAL_TEXTS.label });
    expect(panel).toHaveTextContent(LEAVE_TEXTS.notCounted);
  });

  it('warns who else in the department is off, and still approves', async () => {
    const onDecided = jest.fn();
    const api = stubFetch({
      [CONTEXT]: {
        body: context({
          others_off: [
            {
              employee_id: 8,
              employee_name: 'Liam Hughes',
              start_date: '2027-03-02',
              end_date: '2027-03-02',
              status: 'approved',
            },
            {
              employee_id: 9,
              employee_name: 'Olivia Brown',
              start_date: '2027-02-26',
              end_date: '2027-03-05',
              status: 'pending',
            },
          ],
        }),
      },
      'POST /api/leave_request/11/approve': { body: { message: 'Leave request approved.' } },
    });
    open(onDecided);

    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent(APPROVAL_TEXTS.othersOff);
    expect(within(warning).getByText('Liam Hughes: March 2, 2027 (approved)')).toBeInTheDocument();
    expect(within(warning).getByText('Olivia Brown: February 26, 2027 – March 5, 2027 (pending)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('Leave request approved.'));
    expect(calledRoutes(api)).toContain('POST /api/leave_request/11/approve');
  });

  it('holds the decision until the context has answered, so the growing dialog never moves the button under a click', async () => {
    stubFetch({ [CONTEXT]: { body: context(), delayMs: 50 } });
    open();

    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await screen.findByRole('region', { name: APPROVAL_TEXTS.label });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('still lets the approver decide when the context cannot be read', async () => {
    stubFetch({ [CONTEXT]: { status: 500, body: { message: 'Database unavailable.' } } });
    open();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled());
  });
});
