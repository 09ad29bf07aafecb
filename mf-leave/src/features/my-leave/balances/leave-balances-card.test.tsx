import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-auth';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../../shared/test-utils';
import { LeaveBalancesCard } from './leave-balances-card';
import english from '../../../locales/en.json';

const LEAVE_TEXTS = english.texts;
const LEDGER_KINDS = english.ledgerKinds;

afterEach(() => jest.restoreAllMocks());

const VACATION = {
  leave_type: 'vacation',
  display_name: 'Vacation',
  unit: 'day',
  counted: true,
  entitled: 25,
  carried_over: 5,
  carry_over_expired: 0,
  adjustments: 2,
  credited: 0,
  credit_expired: 0,
  accrued_to_date: 22.92,
  taken: 3,
  pending: 1.5,
  remaining: 25.42,
};
const SICK = {
  ...VACATION,
  leave_type: 'sick',
  display_name: 'Sick',
  counted: false,
  entitled: null,
  accrued_to_date: null,
  remaining: null,
  carried_over: 0,
  adjustments: 0,
  taken: 2,
  pending: 0,
};
// Time in lieu: 6 h 30 min credited, 1 h 30 min of it lapsed, 2 h 15 min taken, 30 min pending.
const TIME_IN_LIEU = {
  ...VACATION,
  leave_type: 'time_in_lieu',
  display_name: 'Time in lieu',
  unit: 'hour',
  entitled: 0,
  carried_over: 0,
  adjustments: 0,
  credited: 390,
  credit_expired: 90,
  accrued_to_date: 0,
  taken: 135,
  pending: 30,
  remaining: 135,
};
const LEDGER = [
  {
    date: '2027-01-01',
    leave_type: 'vacation',
    kind: 'carry_over',
    days: 5,
    description: 'Carried over from 2026',
    request_id: null,
    unit: 'day',
    expires_on: null,
  },
  {
    date: '2027-02-03',
    leave_type: 'vacation',
    kind: 'adjustment',
    days: 2,
    description: 'Overtime in January',
    request_id: null,
    unit: 'day',
    expires_on: null,
  },
  {
    date: '2027-03-01',
    leave_type: 'vacation',
    kind: 'taken',
    days: -3,
    description: 'March 1 – March 3',
    request_id: 4,
    unit: 'day',
    expires_on: null,
  },
];
const TYPES = [
  {
    leave_type: 'vacation',
    display_name: 'Vacation',
    backdating_allowed: false,
    half_days_allowed: true,
    counted: true,
  },
];

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(name, { exact: true }))!;

describe('LeaveBalancesCard', () => {
  it("shows this year's balance per type and the ledger behind it", async () => {
    stubFetch({
      'GET /api/leave_balances?year=2027': { body: [VACATION, SICK] },
      'GET /api/leave_ledger?year=2027': { body: LEDGER },
      'GET /api/leave_type_details': { body: TYPES },
    });
    renderAs(<LeaveBalancesCard thisYear={2027} />, 'employee');

    const balances = await screen.findByRole('region', { name: LEAVE_TEXTS.balancesTitle });
    await within(balances).findByText('25.42');
    expect(
      within(rowOf('Vacation'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Vacation', '25.42', '25', '5', '2', '0', '22.92', '3', '1.5']);
    expect(
      within(rowOf('Sick'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Sick', LEAVE_TEXTS.notCounted, '—', '0', '0', '0', '—', '2', '0']);

    const ledger = screen.getByRole('region', { name: LEAVE_TEXTS.ledgerTitle });
    expect(await within(ledger).findByText('Overtime in January')).toBeInTheDocument();
    expect(within(ledger).getByText(LEDGER_KINDS.carry_over)).toBeInTheDocument();
    expect(within(ledger).getByText('+2')).toBeInTheDocument();
    expect(within(ledger).getByText('-3')).toBeInTheDocument();
  });

  it("writes the figures as the person's language writes numbers", async () => {
    stubFetch({
      'GET /api/leave_balances?year=2027': { body: [VACATION] },
      'GET /api/leave_ledger?year=2027': { body: [] },
      'GET /api/leave_type_details': { body: TYPES },
    });
    renderAs(<LeaveBalancesCard thisYear={2027} />, 'employee');
    await screen.findByText('25.42');
    await act(() => setLanguage('de'));
    try {
      expect(
        within(rowOf('Vacation'))
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Vacation', '25,42', '25', '5', '2', '0', '22,92', '3', '1,5']);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows a type counted in hours in hours and minutes, its credits and their lapse in the ledger', async () => {
    stubFetch({
      'GET /api/leave_balances?year=2027': { body: [VACATION, TIME_IN_LIEU] },
      'GET /api/leave_ledger?year=2027': {
        body: [
          {
            date: '2027-03-02',
            leave_type: 'time_in_lieu',
            unit: 'hour',
            kind: 'time_in_lieu',
            days: 90,
            description: 'Overtime of 2027-03-02',
            request_id: null,
            expires_on: '2027-05-31',
          },
          {
            date: '2027-05-31',
            leave_type: 'time_in_lieu',
            unit: 'hour',
            kind: 'time_in_lieu_expired',
            days: -90,
            description: 'Time in lieu credited on 2027-03-02 not used by 2027-05-31',
            request_id: null,
            expires_on: '2027-05-31',
          },
        ],
      },
      'GET /api/leave_type_details': { body: TYPES },
    });
    renderAs(<LeaveBalancesCard thisYear={2027} />, 'employee');

    await screen.findByText('25.42');
    expect(
      within(rowOf('Time in lieu'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Time in lieu',
      '2 h 15 min',
      '0 h 00 min',
      '0 h 00 min',
      '0 h 00 min',
      '6 h 30 min',
      '0 h 00 min',
      '2 h 15 min',
      '0 h 30 min',
    ]);
    const ledger = screen.getByRole('region', { name: LEAVE_TEXTS.ledgerTitle });
    expect(await within(ledger).findByText('+1 h 30 min')).toBeInTheDocument();
    expect(within(ledger).getByText('-1 h 30 min')).toBeInTheDocument();
    expect(within(ledger).getByText(LEDGER_KINDS.time_in_lieu_expired)).toBeInTheDocument();
  });

  it('asks for another year when one is chosen', async () => {
    const api = stubFetch({
      'GET /api/leave_balances?year=2027': { body: [VACATION] },
      'GET /api/leave_ledger?year=2027': { body: [] },
      'GET /api/leave_balances?year=2026': { body: [{ ...VACATION, remaining: 4 }] },
      'GET /api/leave_ledger?year=2026': { body: [] },
    });
    renderAs(<LeaveBalancesCard thisYear={2027} />, 'employee');
    await screen.findByText('25.42');

    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByTitle('2026'));

    await waitFor(() => expect(within(rowOf('Vacation')).getAllByRole('cell')[1]).toHaveTextContent('4'));
    expect(calledRoutes(api)).toEqual(
      expect.arrayContaining(['GET /api/leave_balances?year=2026', 'GET /api/leave_ledger?year=2026']),
    );
  });

  it("shows the api's error", async () => {
    stubFetch({
      'GET /api/leave_balances?year=2027': {
        status: 403,
        body: { error: 'You may only see your own leave balances, or those of your direct reports.' },
      },
      'GET /api/leave_ledger?year=2027': { body: [] },
    });
    renderAs(<LeaveBalancesCard thisYear={2027} />, 'employee');

    expect(await screen.findByRole('alert')).toHaveTextContent('You may only see your own leave balances');
  });
});
