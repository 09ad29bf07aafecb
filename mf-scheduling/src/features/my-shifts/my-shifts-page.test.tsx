import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from 'shared-auth';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import type { OpenShift, ShiftAssignment, SwapRequest } from '../../shared/model';
import { renderAs } from '../../shared/test-utils';
import { MyShiftsPage } from './my-shifts-page';

const TODAY = '2027-03-03';
const ME = 7;
const SHIFTS = 'GET /api/shift_assignments?start=2027-03-03&end=2027-03-30';

const shift = (overrides: Partial<ShiftAssignment>): ShiftAssignment => ({
  assignment_id: 1,
  employee_id: ME,
  employee_name: 'Test employee',
  shift_date: '2027-03-04',
  shift_type_id: 1,
  shift_type_name: 'Early',
  start_time: '06:00',
  end_time: '14:00',
  starts_at: '2027-03-04T05:00:00.000Z',
  ends_at: '2027-03-04T13:00:00.000Z',
  break_minutes: 30,
  grace_minutes: 5,
  office: null,
  color: '#1677ff',
  status: 'published',
  ...overrides,
});

const offer = (overrides: Partial<OpenShift>): OpenShift => ({
  open_shift_id: 31,
  department_id: 4,
  department_name: 'Warehouse',
  shift_date: '2027-03-06',
  shift_type_id: 2,
  shift_type_name: 'Night',
  start_time: '22:00',
  end_time: '06:00',
  color: '#722ed1',
  starts_at: '2027-03-06T21:00:00.000Z',
  ends_at: '2027-03-07T05:00:00.000Z',
  times: '22:00-06:00',
  note: 'Cover for stocktake',
  status: 'open',
  posted_by: 3,
  claimed_by: null,
  claimed_by_name: null,
  claimed_at: null,
  decided_by: null,
  decided_at: null,
  assignment_id: null,
  created_at: '2027-03-01T09:00:00.000Z',
  ...overrides,
});

const swap = (overrides: Partial<SwapRequest>): SwapRequest => ({
  swap_id: 51,
  status: 'pending peer',
  reason: 'Dentist',
  comment: null,
  created_at: '2027-03-01T09:00:00.000Z',
  peer_decided_at: null,
  decided_by: null,
  decided_at: null,
  requester_id: 12,
  requester_name: 'Liam Chen',
  requester_assignment_id: 77,
  requester_shift_date: '2027-03-05',
  requester_shift_type_id: 1,
  requester_shift_type_name: 'Early',
  requester_starts_at: '2027-03-05T05:00:00.000Z',
  requester_ends_at: '2027-03-05T13:00:00.000Z',
  requester_times: '06:00-14:00',
  target_id: ME,
  target_name: 'Test employee',
  target_assignment_id: null,
  target_shift_date: null,
  target_shift_type_id: null,
  target_shift_type_name: null,
  target_starts_at: null,
  target_ends_at: null,
  target_times: null,
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());

function show(role: Role) {
  renderAs(
    <MemoryRouter>
      <MyShiftsPage today={TODAY} />
    </MemoryRouter>,
    role,
    ME,
  );
  return userEvent.setup();
}

describe('my shifts', () => {
  it('lists my published shifts by day, not drafts nor colleagues', async () => {
    stubFetch({
      [SHIFTS]: {
        body: [
          shift({
            assignment_id: 2,
            shift_date: '2027-03-05',
            shift_type_name: 'Late',
            start_time: '14:00',
            end_time: '22:00',
          }),
          shift({}),
          shift({ assignment_id: 3, shift_date: '2027-03-06', status: 'draft', shift_type_name: 'Draft one' }),
          shift({ assignment_id: 4, employee_id: 12, employee_name: 'Liam Chen', shift_type_name: 'Theirs' }),
        ],
      },
      'GET /api/open_shifts?status=open': { body: [] },
      'GET /api/shift_swap_requests': { body: [] },
    });
    show('employee');
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming shifts' })).closest<HTMLElement>(
      '.ant-card',
    )!;
    await within(upcoming).findByText('Late');
    const days = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(days).toEqual(['Thursday, March 4, 2027', 'Friday, March 5, 2027']);
    expect(within(upcoming).getByText('06:00–14:00')).toBeInTheDocument();
    expect(within(upcoming).queryByText('Draft one')).not.toBeInTheDocument();
    expect(within(upcoming).queryByText('Theirs')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'To approve' })).not.toBeInTheDocument();
  });

  it("asks a colleague of my departments to swap, offering one of their shifts, and shows the api's answer", async () => {
    let sent: unknown;
    stubFetch({
      [SHIFTS]: { body: [shift({})] },
      'GET /api/shift_assignments/colleagues?start=2027-03-03&end=2027-03-30': {
        body: [
          shift({ assignment_id: 8, employee_id: 12, employee_name: 'Liam Chen', shift_date: '2027-03-09' }),
          shift({ assignment_id: 9, employee_id: 13, employee_name: 'Mia Park', shift_type_name: 'Late' }),
        ],
      },
      'GET /api/open_shifts?status=open': { body: [] },
      'GET /api/shift_swap_requests': { body: [] },
      'POST /api/shift_swap_requests': async (request) => {
        sent = await request.json();
        return { status: 201, body: { message: 'Swap requested: Liam Chen answers first.' } };
      },
    });
    const user = show('employee');
    await user.click(await screen.findByRole('button', { name: 'Swap' }));
    await user.click(screen.getByLabelText('Colleague'));
    await user.click(await screen.findByTitle('Liam Chen'));
    await user.click(screen.getByLabelText('In exchange for'));
    await user.click(await screen.findByTitle('Tuesday, March 9, 2027 Early 06:00–14:00'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Swap requested: Liam Chen answers first.')).toBeInTheDocument();
    expect(sent).toEqual({ assignment_id: 1, target_id: 12, target_assignment_id: 8, reason: null });
  });

  it("claims an open shift and shows the api's answer, or its refusal", async () => {
    let claims = 0;
    const fetchMock = stubFetch({
      [SHIFTS]: { body: [] },
      'GET /api/open_shifts?status=open': { body: [offer({})] },
      'GET /api/shift_swap_requests': { body: [] },
      'POST /api/open_shifts/31/claim': () =>
        ++claims === 1
          ? {
              status: 409,
              body: {
                error: "Test employee's shift on 2027-03-06 leaves less than 11 hours of rest between two shifts.",
                code: 'shifts.rest_too_short',
              },
            }
          : { body: { message: 'Claimed: your manager decides.' } },
    });
    const user = show('employee');
    const claim = await screen.findByRole('button', { name: 'Claim Night 2027-03-06' });
    expect(screen.getByText('Cover for stocktake')).toBeInTheDocument();
    await user.click(claim);
    expect((await screen.findByText(/leaves less than 11 hours of rest/)).closest('.ant-alert')).toHaveClass(
      'ant-alert-error',
    );
    await user.click(claim);
    expect((await screen.findByText('Claimed: your manager decides.')).closest('.ant-alert')).toHaveClass(
      'ant-alert-success',
    );
    expect(calledRoutes(fetchMock).filter((route) => route === 'POST /api/open_shifts/31/claim')).toHaveLength(2);
  });

  it('accepts or declines a swap asked of me and cancels my own', async () => {
    const fetchMock = stubFetch({
      [SHIFTS]: { body: [] },
      'GET /api/open_shifts?status=open': { body: [] },
      'GET /api/shift_swap_requests': {
        body: [
          swap({}),
          swap({
            swap_id: 52,
            requester_id: ME,
            requester_name: 'Test employee',
            target_id: 12,
            target_name: 'Liam Chen',
          }),
        ],
      },
      'POST /api/shift_swap_requests/51/accept': { body: { message: 'Swap accepted.' } },
      'POST /api/shift_swap_requests/52/cancel': { body: { message: 'Swap request cancelled.' } },
    });
    const user = show('employee');
    const swaps = (await screen.findByRole('heading', { name: 'Swap requests' })).closest<HTMLElement>('.ant-card')!;
    const asked = await within(swaps).findByText(
      /^Liam Chen: Early 06:00-14:00, Friday, March 5, 2027 to Test employee$/,
    );
    expect(asked).toBeInTheDocument();
    expect(within(swaps).getAllByRole('button', { name: 'Accept' })).toHaveLength(1);
    await user.click(within(swaps).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Swap accepted.')).toBeInTheDocument();
    await user.click(within(swaps).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText('Swap request cancelled.')).toBeInTheDocument();
    expect(calledRoutes(fetchMock)).toEqual(
      expect.arrayContaining(['POST /api/shift_swap_requests/51/accept', 'POST /api/shift_swap_requests/52/cancel']),
    );
  });

  it("gives a manager the claims and agreed swaps to decide, others' only", async () => {
    const fetchMock = stubFetch({
      [SHIFTS]: { body: [] },
      'GET /api/open_shifts?status=open': { body: [] },
      'GET /api/open_shifts?status=claimed': {
        body: [offer({ status: 'claimed', claimed_by: 12, claimed_by_name: 'Liam Chen' })],
      },
      'GET /api/shift_swap_requests': { body: [] },
      'GET /api/shift_swap_requests?status=pending+manager': {
        body: [swap({ status: 'pending manager', target_id: 13, target_name: 'Ava Patel' })],
      },
      'POST /api/open_shifts/31/approve': { body: { message: 'Claim approved.' } },
    });
    const user = show('manager');
    const approvals = (await screen.findByRole('heading', { name: 'To approve' })).closest<HTMLElement>('.ant-card')!;
    expect(await within(approvals).findByText('Liam Chen · Saturday, March 6, 2027')).toBeInTheDocument();
    expect(within(approvals).getByText(/to Ava Patel$/)).toBeInTheDocument();
    await user.click(within(approvals).getAllByRole('button', { name: 'Approve' })[0]!);
    expect(await screen.findByText('Claim approved.')).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes(fetchMock)).toContain('POST /api/open_shifts/31/approve'));
  });
});
