import { setSetting } from '../../test/attendance';
import { createTeams } from '../../test/leave-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// GET /api/working_time_violations over stored records: who sees whose, the preset in force, bad ranges.
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  // The employee closes at 22:00 and is back at 07:00 (9 h of rest), then works 10 h 30 with a 30 min break.
  const record = (employeeId: number, date: string, checkIn: string, checkOut: string) => ({
    employee_id: employeeId,
    attendance_date: date,
    check_in_time: new Date(checkIn),
    check_out_time: new Date(checkOut),
    discrepancy: 'on time',
  });
  await t.db
    .insertInto('attendance_records')
    .values([
      record(teams.employee.id, '2026-03-02', '2026-03-02T14:00:00Z', '2026-03-02T22:00:00Z'),
      record(teams.employee.id, '2026-03-03', '2026-03-03T07:00:00Z', '2026-03-03T18:00:00Z'),
      record(teams.otherEmployee.id, '2026-03-02', '2026-03-02T14:00:00Z', '2026-03-02T22:00:00Z'),
      record(teams.otherEmployee.id, '2026-03-03', '2026-03-03T06:00:00Z', '2026-03-03T10:00:00Z'),
    ])
    .execute();
});
afterAll(() => t.close());

const violations = (who: { headers: object }, query = 'start=2026-03-01&end=2026-03-08') =>
  t.inject({
    method: 'GET',
    url: `/api/working_time_violations?${query}`,
    headers: who.headers as Record<string, string>,
  });

type Body = { rules: string; violations: { rule_id: string; employee_id: number; date: string; message: string }[] };
const summary = (body: Body) => body.violations.map((v) => `${v.employee_id} ${v.date} ${v.rule_id}`);

describe('working-time violations', () => {
  it('lists the EU rest breach of the people a manager sees, with a sentence', async () => {
    const res = await violations(teams.manager);
    expect(res.statusCode).toBe(200);
    const body = res.json<Body>();
    expect(body.rules).toBe('eu');
    expect(summary(body)).toEqual([`${teams.employee.id} 2026-03-03 daily_rest`]);
    expect(body.violations[0]!.message).toBe('Rested 9.0 h before this day, less than 11.0 h.');
  });

  it('gives an employee their own and an admin everyone', async () => {
    expect(summary((await violations(teams.otherEmployee)).json<Body>())).toEqual([
      `${teams.otherEmployee.id} 2026-03-03 daily_rest`,
    ]);
    const all = (await violations(teams.admin)).json<Body>();
    expect(summary(all)).toHaveLength(2);
    const one = (
      await violations(teams.admin, `start=2026-03-01&end=2026-03-08&employee_id=${teams.employee.id}`)
    ).json<Body>();
    expect(summary(one)).toEqual([`${teams.employee.id} 2026-03-03 daily_rest`]);
  });

  it('measures the German day once the company chooses its rules', async () => {
    await setSetting(t, 'WORKING_TIME_RULES', 'de');
    const body = (await violations(teams.manager)).json<Body>();
    // 11 h span with the automatic 30 min break: 10 h 30 of work, past 10 h and past 9 h with less than 45 min.
    expect(summary(body)).toEqual([
      `${teams.employee.id} 2026-03-03 break`,
      `${teams.employee.id} 2026-03-03 daily_max`,
      `${teams.employee.id} 2026-03-03 daily_rest`,
    ]);
    await setSetting(t, 'WORKING_TIME_RULES', 'eu');
  });

  it('refuses a reversed or too long range', async () => {
    const reversed = await violations(teams.admin, 'start=2026-03-08&end=2026-03-01');
    expect([reversed.statusCode, reversed.json().error]).toEqual([400, 'end must be on or after start.']);
    const long = await violations(teams.admin, 'start=2026-01-01&end=2026-03-08');
    expect([long.statusCode, long.json().error]).toEqual([400, 'The range may span at most 62 days.']);
  });
});
