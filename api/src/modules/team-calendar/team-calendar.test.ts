import { createTeams, leaveApi, type Member } from '../../test/leave-fixtures';
import { createTestApp, TestContext } from '../../test/test-app';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let sales: number;

// June 2031: far from other tests' leave. The employee and the other manager's employee share Sales.
beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  const leave = leaveApi(t);
  sales = (
    await t.db
      .insertInto('departments')
      .values({ department_name: 'Sales' })
      .returning('department_id')
      .executeTakeFirstOrThrow()
  ).department_id;
  await t.db
    .insertInto('employee_departments')
    .values([teams.employee, teams.otherEmployee].map((m) => ({ employee_id: m.id, department_id: sales })))
    .execute();
  const file = (who: Member, start_date: string, end_date: string, leave_type: string) =>
    leave.request(who, { start_date, end_date, leave_type, reason: 'private reason' });
  await file(teams.employee, '2031-06-02', '2031-06-03', 'vacation');
  await file(teams.teamMate, '2031-06-10', '2031-06-10', 'sick');
  await file(teams.otherEmployee, '2031-06-16', '2031-06-20', 'maternity');
  await file(teams.loner, '2031-07-01', '2031-07-02', 'vacation'); // another month
  const [teamMateRow] = (await leave.list(teams.teamMate)).json();
  await leave.decide(teams.manager, teamMateRow.request_id, 'approve');
  await leave.decide(teams.admin, teamMateRow.request_id, 'approve');
  await t.inject({
    method: 'POST',
    url: '/api/holidays',
    headers: teams.admin.headers,
    payload: { holiday_date: '2031-06-05', name: 'Founders Day' },
  });
});
afterAll(() => t.close());

const calendar = async (who: Member, query = 'month=2031-06') => {
  const res = await t.inject({ method: 'GET', url: `/api/team_calendar?${query}`, headers: who.headers });
  return { status: res.statusCode, body: res.json() };
};
const entries = (body: { leave: Array<{ employee_id: number; leave_type: string | null; status: string }> }) =>
  body.leave.map(({ employee_id, leave_type, status }) => ({ employee_id, leave_type, status }));

describe('GET /api/team_calendar', () => {
  it("shows an admin everyone's approved and pending leave of the month with types, and the holidays", async () => {
    const { body } = await calendar(teams.admin);
    expect(body).toMatchObject({ month: '2031-06', first: '2031-06-01', last: '2031-06-30', shows_leave_types: true });
    expect(body.holidays).toEqual([{ date: '2031-06-05', name: 'Founders Day', location: null }]);
    expect(entries(body)).toEqual([
      { employee_id: teams.employee.id, leave_type: 'vacation', status: 'pending' },
      { employee_id: teams.teamMate.id, leave_type: 'sick', status: 'approved' },
      { employee_id: teams.otherEmployee.id, leave_type: 'maternity', status: 'pending' },
    ]);
    expect(body.leave[0]).not.toHaveProperty('reason');
  });

  it('filters by department for an admin', async () => {
    const { body } = await calendar(teams.admin, `month=2031-06&department_id=${sales}`);
    expect(entries(body).map((e) => e.employee_id)).toEqual([teams.employee.id, teams.otherEmployee.id]);
  });

  it('shows a manager their direct reports with the types', async () => {
    const { body } = await calendar(teams.manager);
    expect(entries(body)).toEqual([
      { employee_id: teams.employee.id, leave_type: 'vacation', status: 'pending' },
      { employee_id: teams.teamMate.id, leave_type: 'sick', status: 'approved' },
    ]);
  });

  it("shows an employee their departments' people without the types, their own with it", async () => {
    const { body } = await calendar(teams.employee);
    expect(body.shows_leave_types).toBe(false);
    expect(entries(body)).toEqual([
      { employee_id: teams.employee.id, leave_type: 'vacation', status: 'pending' },
      { employee_id: teams.otherEmployee.id, leave_type: null, status: 'pending' },
    ]);
    expect(body.leave[1].leave_type_name).toBeNull();
    // Someone in no department sees only themselves.
    expect(entries((await calendar(teams.teamMate)).body).map((e) => e.employee_id)).toEqual([teams.teamMate.id]);
  });

  it('refuses a malformed month', async () => {
    expect((await calendar(teams.admin, 'month=2031-13')).status).toBe(400);
    expect((await calendar(teams.admin, 'month=June')).status).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/api/team_calendar?month=2031-06' })).statusCode).toBe(401);
  });
});
