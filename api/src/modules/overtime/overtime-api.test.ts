import { createTeams } from '../../test/leave-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// The demo company's day: London, Mon-Fri 09:00-17:00 with 30 min of automatic break (450 minutes expected).
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  // Monday 2 March 2026: the employee works 09:00-19:00 (120 minutes over), the other team's until 18:00 (60).
  const record = (employeeId: number, checkOut: string) => ({
    employee_id: employeeId,
    attendance_date: '2026-03-02',
    check_in_time: new Date('2026-03-02T09:00:00Z'),
    check_out_time: new Date(checkOut),
    discrepancy: 'on time',
  });
  await t.db
    .insertInto('attendance_records')
    .values([record(teams.employee.id, '2026-03-02T19:00:00Z'), record(teams.otherEmployee.id, '2026-03-02T18:00:00Z')])
    .execute();
});
afterAll(() => t.close());

type Row = {
  overtime_id: number;
  employee_id: number;
  minutes: number;
  status: string;
  approved_minutes: number | null;
};
const RANGE = 'start=2026-03-01&end=2026-03-08';
const list = async (who: { headers: object }, query = RANGE) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/overtime?${query}`,
    headers: who.headers as Record<string, string>,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Row[]>();
};
const decide = (who: { headers: object }, id: number, step: 'approve' | 'reject', payload: object = {}) =>
  t.inject({
    method: 'POST',
    url: `/api/overtime/${id}/${step}`,
    headers: who.headers as Record<string, string>,
    payload,
  });

describe('overtime', () => {
  let mine: Row;

  it("lists a manager's team's overtime, worked out from the records", async () => {
    const rows = await list(teams.manager);
    expect(rows).toMatchObject([
      { employee_id: teams.employee.id, minutes: 120, status: 'pending', approved_minutes: null },
    ]);
    mine = rows[0]!;
    expect((await list(teams.admin)).map((row) => row.minutes).sort()).toEqual([120, 60]);
    expect((await list(teams.otherEmployee)).map((row) => row.minutes)).toEqual([60]);
  });

  it('refuses approving more than the overtime, changing nothing', async () => {
    const res = await decide(teams.manager, mine.overtime_id, 'approve', { approved_minutes: 121 });
    expect([res.statusCode, res.json().error]).toEqual([
      400,
      'Approved minutes must be between 1 and 120, the minutes of this overtime.',
    ]);
    expect((await list(teams.manager))[0]).toMatchObject({ status: 'pending' });
  });

  it('lets nobody decide their own, nor another team’s', async () => {
    expect((await decide(teams.employee, mine.overtime_id, 'approve')).statusCode).toBe(403);
    expect((await decide(teams.otherManager, mine.overtime_id, 'approve')).statusCode).toBe(404);
  });

  it('approves 90 of 120 minutes, once, audited', async () => {
    const res = await decide(teams.manager, mine.overtime_id, 'approve', {
      approved_minutes: 90,
      comment: 'Agreed 90',
    });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Overtime approved.']);
    expect(await list(teams.employee, `${RANGE}&status=approved`)).toMatchObject([
      { minutes: 120, approved_minutes: 90, status: 'approved' },
    ]);
    const again = await decide(teams.manager, mine.overtime_id, 'reject');
    expect([again.statusCode, again.json().error]).toEqual([409, 'This overtime has already been approved.']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'overtime.approved')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('keeps a decision when the figures are worked out again, and drops pending overtime no longer worked', async () => {
    await t.db
      .updateTable('attendance_records')
      .set({ check_out_time: new Date('2026-03-02T17:00:00Z') })
      .where('employee_id', '=', teams.otherEmployee.id)
      .execute();
    const rows = await list(teams.admin);
    expect(rows.map((row) => [row.employee_id, row.status, row.approved_minutes])).toEqual([
      [teams.employee.id, 'approved', 90],
    ]);
  });
});
