import { createTeams, freshDates, leaveApi, type Member } from '../../test/leave-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';
import { apiError } from '../../test/api-error';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let api: ReturnType<typeof leaveApi>;
/** Request id by filer, one each, filed in this order. */
const ids = {} as Record<'employee' | 'teamMate' | 'otherEmployee' | 'manager' | 'otherManager' | 'loner', number>;
let reportOfReport: Member;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  api = leaveApi(t);
  for (const who of ['employee', 'teamMate', 'otherEmployee', 'manager', 'otherManager', 'loner'] as const) {
    ids[who] = await api.file(teams[who], freshDates(2));
  }
  // Someone who reports to the employee: not a direct report of the manager.
  const user = await t.createUser('employee', { reportTo: teams.employee.id });
  reportOfReport = {
    id: user.id,
    email: user.email,
    headers: { authorization: `Bearer ${(await t.login(user)).access_token}` },
  };
  await api.file(reportOfReport, freshDates());
});
afterAll(() => t.close());

const idsSeenBy = async (who: Member, query = '') =>
  (await api.list(who, query)).json().map((row: { request_id: number }) => row.request_id);

describe('GET /api/leave_requests', () => {
  it('gives an employee their own requests only', async () => {
    expect(await idsSeenBy(teams.employee)).toEqual([ids.employee]);
    expect(await idsSeenBy(teams.loner)).toEqual([ids.loner]);
  });

  it("gives a manager their own and their direct reports' requests, newest first", async () => {
    expect(await idsSeenBy(teams.manager)).toEqual([ids.manager, ids.teamMate, ids.employee]);
    expect(await idsSeenBy(teams.otherManager)).toEqual([ids.otherManager, ids.otherEmployee]);
  });

  it('gives an admin every request, newest first', async () => {
    const all = await idsSeenBy(teams.admin);
    expect(all).toHaveLength(7);
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });

  it('answers each row with the fields its response schema declares, and its half days', async () => {
    const [row] = (await api.list(teams.employee)).json();
    expect(row).toEqual({
      request_id: ids.employee,
      employee_id: teams.employee.id,
      employee_name: expect.stringMatching(/^Test Employee \d+$/),
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      leave_type: 'vacation',
      reason: 'Test',
      start_half: false,
      end_half: false,
      start_time: null,
      end_time: null,
      unit: 'day',
      status: 'pending manager',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      manager_approval_comment: null,
      manager_decided_by_name: null,
      manager_decided_for_name: null,
      admin_approval_comment: null,
    });
  });

  it('keeps the requests that share at least one day with the date range', async () => {
    const [row] = (await api.list(teams.teamMate)).json();
    const seen = (query: string) => idsSeenBy(teams.teamMate, query);
    expect(await seen(`?start_date=${row.end_date}`)).toEqual([ids.teamMate]);
    expect(await seen(`?end_date=${row.start_date}`)).toEqual([ids.teamMate]);
    expect(await seen(`?start_date=${row.start_date}&end_date=${row.start_date}`)).toEqual([ids.teamMate]);
    expect(await seen('?start_date=2000-01-01&end_date=2000-12-31')).toEqual([]);
    expect(await seen('?start_date=2099-01-01')).toEqual([]);
  });

  it('refuses malformed or reversed ranges', async () => {
    expect((await api.list(teams.admin, '?start_date=yesterday')).json()).toEqual({
      error: 'Start date must be a valid date.',
      code: 'validation.invalid_input',
    });
    const reversed = await api.list(teams.admin, '?start_date=2031-02-02&end_date=2031-02-01');
    expect([reversed.statusCode, reversed.json()]).toEqual([400, apiError('leave.end_before_start')]);
  });
});
