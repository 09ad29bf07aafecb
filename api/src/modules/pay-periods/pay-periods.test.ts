import { correctionTeams } from '../../test/correction-fixtures';
import { apiError } from '../../test/api-error';
import { payPeriodCounts, payPeriodsApi } from '../../test/pay-period-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { PAY_PERIOD_MESSAGES as M } from './messages';

let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;
let api: ReturnType<typeof payPeriodsApi>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await correctionTeams(t);
  api = payPeriodsApi(t);
});
afterAll(() => t.close());

const created = async (payload: object) => {
  const res = await api.create(teams.admin, payload);
  expect(res.statusCode).toBe(201);
  return res.json<{ periods: { pay_period_id: number; name: string; start_date: string; end_date: string }[] }>()
    .periods;
};
const spans = (periods: { name: string; start_date: string; end_date: string }[]) =>
  periods.map((p) => [p.name, p.start_date, p.end_date]);

/** A refused creation answers `status` with `body` and writes nothing. */
async function refused(payload: object, status: number, body: object) {
  const before = await payPeriodCounts(t);
  const res = await api.create(teams.admin, payload);
  expect([res.statusCode, res.json()]).toEqual([status, body]);
  expect(await payPeriodCounts(t)).toEqual(before);
}

describe('POST /api/pay_periods', () => {
  beforeEach(() => t.db.deleteFrom('pay_periods').execute());

  it('makes monthly periods of calendar months, February of a leap year included', async () => {
    const res = await api.create(teams.admin, { frequency: 'monthly', start_date: '2027-12-01', count: 3 });
    expect(res.json()).toMatchObject({ message: M.created(3) });
    expect(spans(res.json().periods)).toEqual([
      ['December 2027', '2027-12-01', '2027-12-31'],
      ['January 2028', '2028-01-01', '2028-01-31'],
      ['February 2028', '2028-02-01', '2028-02-29'],
    ]);
    expect(spans(await created({ frequency: 'monthly', start_date: '2028-03-01', count: 2 }))).toEqual([
      ['March 2028', '2028-03-01', '2028-03-31'],
      ['April 2028', '2028-04-01', '2028-04-30'],
    ]);
  });

  it('makes semi-monthly halves, the second ending on the last day of the month', async () => {
    expect(spans(await created({ frequency: 'semimonthly', start_date: '2026-11-16', count: 4 }))).toEqual([
      ['16-30 Nov 2026', '2026-11-16', '2026-11-30'],
      ['1-15 Dec 2026', '2026-12-01', '2026-12-15'],
      ['16-31 Dec 2026', '2026-12-16', '2026-12-31'],
      ['1-15 Jan 2027', '2027-01-01', '2027-01-15'],
    ]);
    expect(spans(await created({ frequency: 'semimonthly', start_date: '2027-01-16', count: 2 }))).toEqual([
      ['16-31 Jan 2027', '2027-01-16', '2027-01-31'],
      ['1-15 Feb 2027', '2027-02-01', '2027-02-15'],
    ]);
    expect(spans(await created({ frequency: 'semimonthly', start_date: '2027-02-16' }))).toEqual([
      ['16-28 Feb 2027', '2027-02-16', '2027-02-28'],
    ]);
  });

  it('makes weekly and biweekly periods from any day, named by ISO week or by their dates', async () => {
    expect(spans(await created({ frequency: 'weekly', start_date: '2026-11-23', count: 2 }))).toEqual([
      ['Week 48 2026', '2026-11-23', '2026-11-29'],
      ['Week 49 2026', '2026-11-30', '2026-12-06'],
    ]);
    expect(spans(await created({ frequency: 'biweekly', start_date: '2026-12-07', count: 3 }))).toEqual([
      ['7 Dec - 20 Dec 2026', '2026-12-07', '2026-12-20'],
      ['21 Dec 2026 - 3 Jan 2027', '2026-12-21', '2027-01-03'],
      ['4 Jan - 17 Jan 2027', '2027-01-04', '2027-01-17'],
    ]);
  });

  it('refuses a gap, an overlap and starts off the month grid, naming the dates and writing nothing', async () => {
    await created({ frequency: 'monthly', start_date: '2026-10-01', count: 2 });
    const after = { latest: '2026-11-30', next: '2026-12-01' };
    await refused(
      { frequency: 'monthly', start_date: '2027-01-01' },
      400,
      apiError('pay_period.gap', { ...after, start: '2027-01-01' }),
    );
    await refused(
      { frequency: 'weekly', start_date: '2026-11-30' },
      409,
      apiError('pay_period.overlap', { ...after, start: '2026-11-30' }),
    );
    await refused(
      { frequency: 'semimonthly', start_date: '2026-12-02' },
      400,
      apiError('pay_period.semimonthly_start'),
    );
    await refused({ frequency: 'monthly', start_date: '2026-12-02' }, 400, apiError('pay_period.monthly_start'));
    await refused(
      { frequency: 'monthly', start_date: '2026-12-01', count: 25 },
      400,
      expect.objectContaining({ code: 'validation.invalid_input' }),
    );
  });

  it('leaves an overlap impossible in the database itself', async () => {
    await created({ frequency: 'monthly', start_date: '2026-10-01' });
    await expect(
      t.db
        .insertInto('pay_periods')
        .values({ name: 'x', frequency: 'weekly', start_date: '2026-10-31', end_date: '2026-11-06' })
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('is for admins only, and audited', async () => {
    for (const who of [teams.manager, teams.amy]) {
      expect((await api.create(who, { frequency: 'monthly', start_date: '2026-10-01' })).statusCode).toBe(403);
    }
    const [october] = await created({ frequency: 'monthly', start_date: '2026-10-01' });
    await t.app.audit.flush();
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.payPeriodsCreated)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([entry.actor_id, t.app.audit.readDetails(entry)]).toEqual([
      teams.admin.id,
      { frequency: 'monthly', created: [october] },
    ]);
  });
});
