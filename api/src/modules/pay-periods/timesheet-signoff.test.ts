import { correctionTeams } from '../../test/correction-fixtures';
import { apiError } from '../../test/api-error';
import { payPeriodsApi } from '../../test/pay-period-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { PAY_PERIOD_MESSAGES as M } from './messages';

let t: TestContext;
let teams: Awaited<ReturnType<typeof correctionTeams>>;
let api: ReturnType<typeof payPeriodsApi>;
let november: number;

beforeAll(async () => {
  t = await createTestApp();
  teams = await correctionTeams(t);
  api = payPeriodsApi(t);
  const res = await api.create(teams.admin, { frequency: 'monthly', start_date: '2026-11-01' });
  november = res.json().periods[0].pay_period_id;
});
afterAll(() => t.close());

const answer = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const done = await res;
  return [done.statusCode, done.json()];
};
const statusOf = async (employeeId: number) => {
  const detail = (await api.detail(teams.admin, november)).json<{
    people: { employee_id: number; status: string }[];
  }>();
  return detail.people.find((person) => person.employee_id === employeeId)?.status;
};

describe('submitting and approving timesheets of a pay period', () => {
  it('lets an employee submit their own and only their manager or an admin approve it, once', async () => {
    const { amy, ben, dan, manager, otherManager, admin } = teams;
    expect(await answer(api.approve(manager, november, amy.id))).toEqual([409, apiError('pay_period.not_submitted')]);
    expect(await answer(api.submit(amy, november, ben.id))).toEqual([403, apiError('pay_period.not_yours')]);
    expect(await answer(api.submit(amy, november))).toEqual([200, { message: M.submitted }]);
    expect(await answer(api.submit(amy, november))).toEqual([409, apiError('pay_period.already_submitted')]);
    expect(await statusOf(amy.id)).toBe('submitted');
    for (const who of [amy, ben, otherManager]) {
      expect(await answer(api.approve(who, november, amy.id))).toEqual([403, apiError('pay_period.not_approver')]);
    }
    expect(await answer(api.approve(manager, november, amy.id))).toEqual([200, { message: M.approved }]);
    expect(await answer(api.approve(admin, november, amy.id))).toEqual([409, apiError('pay_period.already_approved')]);
    expect(await statusOf(amy.id)).toBe('approved');
    expect(await answer(api.submit(manager, november, dan.id))).toEqual([403, apiError('pay_period.not_yours')]);
    expect(await answer(api.submit(admin, november, dan.id))).toEqual([200, { message: M.submitted }]);
  });

  it('lets a manager submit for a direct report and shows each viewer only whom they may see', async () => {
    const { ben, manager, amy } = teams;
    expect(await answer(api.submit(manager, november, ben.id))).toEqual([200, { message: M.submitted }]);
    const seen = (await api.detail(manager, november)).json<{ people: { employee_id: number }[]; total: number }>();
    expect(seen.people.map((person) => person.employee_id).sort()).toEqual([manager.id, amy.id, ben.id].sort());
    const own = (await api.detail(ben, november)).json();
    expect(own).toMatchObject({ name: 'November 2026', status: 'submitted', total: 1, submitted: 1, approved: 0 });
    expect(own.people).toEqual([
      expect.objectContaining({
        employee_id: ben.id,
        status: 'submitted',
        submitted_by: manager.id,
        approved_at: null,
      }),
    ]);
    const [listed] = (await api.list(manager)).json();
    expect(listed).toMatchObject({ pay_period_id: november, status: 'open', total: 3, submitted: 2, approved: 1 });
  });

  it('refuses sign-offs on a locked period and audits each step', async () => {
    expect((await api.lock(teams.admin, november)).statusCode).toBe(200);
    const locked = apiError('pay_period.locked', { name: 'November 2026' });
    expect(await answer(api.submit(teams.manager, november))).toEqual([409, locked]);
    expect(await answer(api.approve(teams.admin, november, teams.dan.id))).toEqual([409, locked]);
    expect(await statusOf(teams.dan.id)).toBe('submitted');
    await t.app.audit.flush();
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', [AUDIT_ACTIONS.timesheetSubmitted, AUDIT_ACTIONS.timesheetApproved])
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.action, entry.actor_id, t.app.audit.readDetails(entry)])).toEqual([
      [
        AUDIT_ACTIONS.timesheetSubmitted,
        teams.amy.id,
        { pay_period_id: november, name: 'November 2026', employee_id: teams.amy.id },
      ],
      [
        AUDIT_ACTIONS.timesheetApproved,
        teams.manager.id,
        { pay_period_id: november, name: 'November 2026', employee_id: teams.amy.id },
      ],
      [
        AUDIT_ACTIONS.timesheetSubmitted,
        teams.admin.id,
        { pay_period_id: november, name: 'November 2026', employee_id: teams.dan.id },
      ],
      [
        AUDIT_ACTIONS.timesheetSubmitted,
        teams.manager.id,
        { pay_period_id: november, name: 'November 2026', employee_id: teams.ben.id },
      ],
    ]);
  });

  it('answers 404 for an unknown period or employee', async () => {
    expect(await answer(api.detail(teams.admin, 999_999))).toEqual([404, apiError('pay_period.not_found')]);
    const res = await api.create(teams.admin, { frequency: 'monthly', start_date: '2026-12-01' });
    const december = res.json().periods[0].pay_period_id;
    expect(await answer(api.submit(teams.admin, december, 999_999))).toEqual([
      404,
      apiError('pay_period.employee_not_found'),
    ]);
  });
});
