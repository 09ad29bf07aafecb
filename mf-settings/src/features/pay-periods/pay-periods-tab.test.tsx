import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';
import english from '../../locales/en.json';
import { PAY_PERIOD_STATUS } from 'shared-auth';
import { PayPeriodsTab } from './pay-periods-tab';
import type { PayPeriod, PayPeriodDetail } from './types';

afterEach(() => jest.restoreAllMocks());

const M = english.payPeriods;
const STATUS = { open: PAY_PERIOD_STATUS.open.text, locked: PAY_PERIOD_STATUS.locked.text };

const NOVEMBER: PayPeriod = {
  pay_period_id: 2,
  name: 'November 2026',
  frequency: 'monthly',
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  locked_at: null,
  status: 'open',
  total: 3,
  submitted: 2,
  approved: 1,
};
const OCTOBER: PayPeriod = {
  ...NOVEMBER,
  pay_period_id: 1,
  name: 'October 2026',
  start_date: '2026-10-01',
  end_date: '2026-10-31',
  locked_at: '2026-11-03T10:00:00.000Z',
  status: 'locked',
  submitted: 3,
  approved: 3,
};
const person = (employee_id: number, employee_name: string, status: 'open' | 'submitted' | 'approved') => ({
  employee_id,
  employee_name,
  report_to: null,
  status,
  submitted_at: status === 'open' ? null : '2026-11-30T17:00:00.000Z',
  submitted_by: status === 'open' ? null : employee_id,
  approved_at: status === 'approved' ? '2026-12-01T09:00:00.000Z' : null,
  approved_by: status === 'approved' ? 9 : null,
});
const detail = (period: PayPeriod): PayPeriodDetail => ({
  ...period,
  locked_by: period.locked_at ? 9 : null,
  people: [person(4, 'Amy Adams', 'approved'), person(5, 'Ben Brown', 'submitted'), person(6, 'Dan Day', 'open')],
});
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('PayPeriodsTab', () => {
  it('lists the periods with status and progress, and adds the next ones from the day after the latest', async () => {
    let sent: unknown;
    stubApi({
      'GET /pay_periods': () => jsonResponse([NOVEMBER, OCTOBER]),
      'POST /pay_periods': async (request) => {
        sent = await request.json();
        return jsonResponse({ message: '2 pay periods added.', periods: [] }, 201);
      },
    });
    renderWithStore(<PayPeriodsTab />);

    const november = await rowOf('November 2026');
    expect(november).toHaveTextContent(STATUS.open);
    expect(november).toHaveTextContent('2 of 3 submitted, 1 approved');
    expect(await rowOf('October 2026')).toHaveTextContent(STATUS.locked);

    await userEvent.click(screen.getByRole('button', { name: M.add }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(M.startDate)).toHaveValue('2026-12-01');
    await userEvent.clear(within(dialog).getByLabelText(M.count));
    await userEvent.type(within(dialog).getByLabelText(M.count), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('2 pay periods added.')).toBeInTheDocument();
    expect(sent).toEqual({ frequency: 'monthly', start_date: '2026-12-01', count: 2 });
  });

  it("shows the api's refusal of a gap in the form", async () => {
    const gap =
      'The latest pay period ends on 2026-11-30: the next one must start on 2026-12-01, not 2027-01-01 (that would leave a gap).';
    stubApi({
      'GET /pay_periods': () => jsonResponse([NOVEMBER]),
      'POST /pay_periods': () => jsonResponse({ error: gap, code: 'pay_period.gap' }, 400),
    });
    renderWithStore(<PayPeriodsTab />);
    await userEvent.click(await screen.findByRole('button', { name: M.add }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText(M.startDate);
    await userEvent.clear(start);
    await userEvent.type(start, '2027-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByText(gap)).toBeInTheDocument();
  });

  it("opens a period with each person's sign-off, shows a refused lock and approves a submitted timesheet", async () => {
    const refusal =
      'Pay period November 2026 has open corrections: Ben Brown on 2026-11-16. Approve or reject them before locking.';
    let approved: unknown;
    stubApi({
      'GET /pay_periods': () => jsonResponse([NOVEMBER]),
      'GET /pay_periods/2': () => jsonResponse(detail(NOVEMBER)),
      'POST /pay_periods/2/lock': () => jsonResponse({ error: refusal, code: 'pay_period.open_corrections' }, 409),
      'POST /pay_periods/2/approve': async (request) => {
        approved = await request.json();
        return jsonResponse({ message: 'Timesheet approved.' });
      },
    });
    renderWithStore(<PayPeriodsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details November 2026' }));
    const drawer = await screen.findByRole('dialog');

    expect((await within(drawer).findByText('Dan Day')).closest('tr')).toHaveTextContent(STATUS.open);
    await userEvent.click(within(drawer).getByRole('button', { name: M.lock }));
    await userEvent.click(await screen.findByRole('button', { name: M.confirmLockOk }));
    expect(await within(drawer).findByText(refusal)).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Approve Ben Brown' }));
    expect(await within(drawer).findByText('Timesheet approved.')).toBeInTheDocument();
    expect(approved).toEqual({ employee_id: 5 });
  });

  it('unlocks a locked period only with a reason, which it sends', async () => {
    const requests = stubApi({
      'GET /pay_periods': () => jsonResponse([OCTOBER]),
      'GET /pay_periods/1': () => jsonResponse(detail(OCTOBER)),
      'POST /pay_periods/1/unlock': () => jsonResponse({ message: 'Pay period October 2026 unlocked.' }),
    });
    renderWithStore(<PayPeriodsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Details October 2026' }));
    const drawer = await screen.findByRole('dialog');

    await userEvent.click(await within(drawer).findByRole('button', { name: M.unlock }));
    expect(await within(drawer).findByText(M.reasonRequired)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(within(drawer).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();

    await userEvent.type(within(drawer).getByLabelText(M.reason), ' Late correction for Ben ');
    await userEvent.click(within(drawer).getByRole('button', { name: M.unlock }));
    expect(await within(drawer).findByText('Pay period October 2026 unlocked.')).toBeInTheDocument();
    const unlock = requests.find((r) => r.method === 'POST')!;
    expect(await unlock.json()).toEqual({ reason: 'Late correction for Ben' });
  });
});
