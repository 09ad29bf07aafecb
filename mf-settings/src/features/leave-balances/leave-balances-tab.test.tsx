import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyToday } from 'shared-auth';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import { LeaveBalancesTab } from './leave-balances-tab';
import english from '../../locales/en.json';
import type { LeaveBalance, LedgerLine } from './types';

const M = english.balances;

afterEach(() => jest.restoreAllMocks());

const YEAR = Number(companyToday().slice(0, 4));
const EMPLOYEES = [
  {
    employee_id: 7,
    full_name: 'Emma Wilson',
    first_name: 'Emma',
    last_name: 'Wilson',
    email: 'e@acme.example',
    role: 'employee',
  },
];
const VACATION: LeaveBalance = {
  leave_type: 'vacation',
  display_name: 'Vacation',
  unit: 'day',
  counted: true,
  entitled: 25,
  carried_over: 5,
  carry_over_expired: 0,
  adjustments: 0,
  credited: 0,
  credit_expired: 0,
  accrued_to_date: 22.92,
  taken: 3,
  pending: 1,
  remaining: 23.92,
};
const SICK: LeaveBalance = {
  ...VACATION,
  leave_type: 'sick',
  display_name: 'Sick',
  counted: false,
  entitled: null,
  accrued_to_date: null,
  remaining: null,
  carried_over: 0,
};
const LEDGER: LedgerLine[] = [
  {
    date: `${YEAR}-01-01`,
    leave_type: 'vacation',
    kind: 'carry_over',
    days: 5,
    description: 'From last year',
    request_id: null,
    unit: 'day',
    expires_on: null,
  },
];

async function chooseEmma() {
  await userEvent.click(await screen.findByLabelText(M.employee));
  await userEvent.click(await screen.findByTitle('Emma Wilson'));
}

const routes = {
  'GET /employees_list': () => jsonResponse(EMPLOYEES),
  'GET /leave_balances': () => jsonResponse([VACATION, SICK]),
  'GET /leave_ledger': () => jsonResponse(LEDGER),
};

describe('LeaveBalancesTab', () => {
  it("shows the chosen employee's balances and ledger of the year", async () => {
    const requests = stubApi(routes);
    renderWithStore(<LeaveBalancesTab />);
    expect(screen.getByText(M.pickEmployee)).toBeInTheDocument();

    await chooseEmma();

    const balances = screen.getByRole('region', { name: M.balances });
    expect((await within(balances).findByText('Vacation')).closest('tr')).toHaveTextContent('23.92');
    expect(within(balances).getByText('Sick').closest('tr')).toHaveTextContent(M.notCounted);
    const ledger = screen.getByRole('region', { name: M.ledger });
    expect((await within(ledger).findByText('From last year')).closest('tr')).toHaveTextContent(
      'VacationCarried over+5',
    );
    expect(requests.map((r) => new URL(r.url).search)).toContain(`?employee_id=7&year=${YEAR}`);
  });

  it('adds an adjustment of a counted type with its reason', async () => {
    let sent: unknown;
    stubApi({
      ...routes,
      'POST /leave_balance_adjustments': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: 'Leave balance adjusted.', adjustment_id: 1 }, 201);
      },
    });
    renderWithStore(<LeaveBalancesTab />);
    await chooseEmma();
    await screen.findByRole('region', { name: M.balances });

    await userEvent.click(screen.getByLabelText(M.leaveType));
    await userEvent.click(await screen.findByTitle('Vacation'));
    await userEvent.type(screen.getByLabelText(M.days), '-1.5');
    await userEvent.type(screen.getByLabelText(M.reason), 'Worked a holiday twice');
    await userEvent.click(screen.getByRole('button', { name: M.adjust }));

    expect(await screen.findByText('Leave balance adjusted.')).toBeInTheDocument();
    expect(sent).toEqual({
      employee_id: 7,
      year: YEAR,
      leave_type: 'vacation',
      days: -1.5,
      reason: 'Worked a holiday twice',
    });
  });

  it('shows a type counted in hours in hours and adjusts it in minutes', async () => {
    let sent: unknown;
    const doctor = {
      ...VACATION,
      leave_type: 'doctor',
      display_name: "Doctor's appointment",
      unit: 'hour' as const,
      entitled: 960,
      carried_over: 0,
      accrued_to_date: 960,
      taken: 90,
      pending: 0,
      remaining: 870,
    };
    stubApi({
      ...routes,
      'GET /leave_balances': () => jsonResponse([VACATION, doctor]),
      'POST /leave_balance_adjustments': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: 'Leave balance adjusted.', adjustment_id: 1 }, 201);
      },
    });
    renderWithStore(<LeaveBalancesTab />);
    await chooseEmma();
    const balances = await screen.findByRole('region', { name: M.balances });
    expect((await within(balances).findByText("Doctor's appointment")).closest('tr')).toHaveTextContent(
      "Doctor's appointment16 h 00 min0 h 00 min0 h 00 min0 h 00 min16 h 00 min1 h 30 min0 h 00 min14 h 30 min",
    );

    await userEvent.click(screen.getByLabelText(M.leaveType));
    await userEvent.click(await screen.findByTitle("Doctor's appointment"));
    await userEvent.type(await screen.findByLabelText(M.minutes), '45');
    await userEvent.type(screen.getByLabelText(M.reason), 'Missed a clock-in');
    await userEvent.click(screen.getByRole('button', { name: M.adjust }));

    expect(await screen.findByText('Leave balance adjusted.')).toBeInTheDocument();
    expect(sent).toEqual({
      employee_id: 7,
      year: YEAR,
      leave_type: 'doctor',
      minutes: 45,
      reason: 'Missed a clock-in',
    });
  });

  it('needs a reason before asking the api', async () => {
    const requests = stubApi(routes);
    renderWithStore(<LeaveBalancesTab />);
    await chooseEmma();
    await screen.findByRole('region', { name: M.balances });

    await userEvent.click(screen.getByLabelText(M.leaveType));
    await userEvent.click(await screen.findByTitle('Vacation'));
    await userEvent.type(screen.getByLabelText(M.days), '2');
    await userEvent.click(screen.getByRole('button', { name: M.adjust }));

    expect(await screen.findByText(M.reasonRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('runs the carry-over of the year only after a confirmation', async () => {
    let sent: unknown;
    stubApi({
      'GET /employees_list': () => jsonResponse(EMPLOYEES),
      'POST /leave_carry_over': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: 'Carry-over done: 4 balances carried into the next year.', carried: 4 });
      },
    });
    renderWithStore(<LeaveBalancesTab />);

    await userEvent.click(screen.getByRole('button', { name: `Run carry-over of ${YEAR}` }));
    expect(sent).toBeUndefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));

    expect(await screen.findByText('Carry-over done: 4 balances carried into the next year.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual({ year: YEAR }));
  });
});
