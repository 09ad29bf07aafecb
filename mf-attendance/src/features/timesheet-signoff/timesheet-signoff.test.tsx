import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetPayPeriodsApiResponse, GetPayPeriodsByIdApiResponse } from 'shared-auth';
import { stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../shared/test-utils';
import english from '../../locales/en.json';
import { MySignOffCard } from './my-signoff-card';
import { defaultPeriod } from './period-choice';
import { TeamSignOffSection } from './team-signoff-section';

const T = english.signoff;

type Period = GetPayPeriodsApiResponse[number];
type Person = GetPayPeriodsByIdApiResponse['people'][number];

const period = (id: number, name: string, start: string, end: string, locked = false): Period => ({
  pay_period_id: id,
  name,
  frequency: 'monthly',
  start_date: start,
  end_date: end,
  locked_at: locked ? '2026-11-02T09:00:00Z' : null,
  status: locked ? 'locked' : 'open',
  total: 3,
  submitted: 1,
  approved: 0,
});
const NOVEMBER = period(2, 'November 2026', '2026-11-01', '2026-11-30');
const OCTOBER = period(1, 'October 2026', '2026-10-01', '2026-10-31', true);
const person = (employee_id: number, employee_name: string, status: Person['status']): Person => ({
  employee_id,
  employee_name,
  report_to: 4,
  status,
  submitted_at: status === 'open' ? null : '2026-11-27T10:00:00Z',
  submitted_by: status === 'open' ? null : employee_id,
  approved_at: null,
  approved_by: null,
});
const detail = (p: Period, people: Person[]): GetPayPeriodsByIdApiResponse => ({ ...p, locked_by: null, people });

afterEach(() => jest.restoreAllMocks());

describe('defaultPeriod', () => {
  it('picks the period around today, else the newest ended one that is not locked, else the newest', () => {
    const december = period(3, 'December 2026', '2026-12-01', '2026-12-31');
    expect(defaultPeriod([december, NOVEMBER, OCTOBER], '2026-11-28')).toBe(NOVEMBER);
    expect(defaultPeriod([NOVEMBER, OCTOBER], '2026-12-03')).toBe(NOVEMBER);
    expect(defaultPeriod([{ ...NOVEMBER, locked_at: 'x' }, OCTOBER], '2026-12-03')?.name).toBe('November 2026');
    expect(defaultPeriod([], '2026-12-03')).toBeUndefined();
  });
});

describe('MySignOffCard', () => {
  it('confirms my own timesheet of the current period and shows it submitted', async () => {
    let submitted = false;
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/pay_periods': { body: [NOVEMBER, OCTOBER] },
      'GET /api/pay_periods/2': () => ({
        body: detail(NOVEMBER, [person(7, 'Emma Wilson', submitted ? 'submitted' : 'open')]),
      }),
      'POST /api/pay_periods/2/submit': async (request) => {
        sent.push(await request.json());
        submitted = true;
        return { body: { message: 'Timesheet submitted.' } };
      },
    });
    renderAs(<MySignOffCard />, 'employee', 7);
    await userEvent.click(await screen.findByRole('button', { name: T.confirmMine }));
    expect(await screen.findByText('Timesheet submitted.')).toBeInTheDocument();
    expect(await screen.findByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.confirmMine })).not.toBeInTheDocument();
    expect(sent).toEqual([{}]);
  });

  it("says so for a locked period, and the api's refusal in words", async () => {
    stubFetch({
      'GET /api/pay_periods': { body: [OCTOBER] },
      'GET /api/pay_periods/1': { body: detail(OCTOBER, [person(7, 'Emma Wilson', 'approved')]) },
    });
    renderAs(<MySignOffCard />, 'employee', 7);
    expect(await screen.findByText(T.locked)).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
  });
});

describe('TeamSignOffSection', () => {
  it('confirms for an open report, approves a submitted one, never offers the manager their own', async () => {
    const calls: string[] = [];
    stubFetch({
      'GET /api/pay_periods': { body: [NOVEMBER] },
      'GET /api/pay_periods/2': {
        body: detail(NOVEMBER, [
          person(4, 'Mia Manager', 'open'),
          person(8, 'Amy Adams', 'open'),
          person(9, 'Liam Hughes', 'submitted'),
        ]),
      },
      'POST /api/pay_periods/2/submit': async (request) => {
        calls.push(`submit ${JSON.stringify(await request.json())}`);
        return { body: { message: 'Timesheet submitted.' } };
      },
      'POST /api/pay_periods/2/approve': async (request) => {
        calls.push(`approve ${JSON.stringify(await request.json())}`);
        return { status: 409, body: { error: 'Pay period November 2026 is locked.' } };
      },
    });
    renderAs(<TeamSignOffSection />, 'manager', 4);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Amy Adams')).toBeInTheDocument();
    expect(within(table).queryByText('Mia Manager')).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 submitted, 0 approved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${T.confirmFor} Amy Adams` }));
    expect(await screen.findByText('Timesheet submitted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${T.approve} Liam Hughes` }));
    expect(await screen.findByText('Pay period November 2026 is locked.')).toBeInTheDocument();
    expect(calls).toEqual(['submit {"employee_id":8}', 'approve {"employee_id":9}']);
  });
});
