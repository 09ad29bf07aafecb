import { sql } from 'kysely';
import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { freezeDate } from '../../test/reports-api';
import { giveShift } from '../../test/shift-fixtures';
import { statementsDuring } from '../../test/statements';
import { createTestApp, TestContext } from '../../test/test-app';

// Wednesday 18 March 2026, London; the automatic clock-out of a 09:00 arrival is at 19:00.
let t: TestContext;

beforeAll(async () => {
  freezeDate(new Date('2026-03-18T09:00:00Z'));
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

type Employee = Awaited<ReturnType<typeof employeeWithLocations>>;

const status = (user: Employee) => t.app.inject({ method: 'GET', url: '/api/current_status', headers: user.headers });

/** The statements one current_status call sends, and its answer. */
async function statementsOfStatus(user: Employee) {
  const { result, sent } = await statementsDuring(t.app, () => status(user));
  return { body: result.json(), sent };
}

/** Whether PostgreSQL can answer the statement from an index (sequential scans disabled, as on a big table). */
async function usesIndex(statement: { sql: string; parameters: readonly unknown[] }): Promise<boolean> {
  return t.db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    const plan = await sql.raw(`explain ${statement.sql}`).execute(tx);
    return JSON.stringify(plan.rows).includes('Index');
  });
}

describe('GET /api/current_status with warm caches', () => {
  it('sends one indexed select and writes nothing, also past the automatic clock-out', async () => {
    const emma = await employeeWithLocations(t, [OFFICE]);
    await grantVerification(t.db, emma.id);
    const clockIn = await t.inject({ method: 'POST', url: '/api/clock_in', headers: emma.headers, payload: OFFICE });
    expect(clockIn.statusCode).toBe(200);
    await status(emma);

    const open = await statementsOfStatus(emma);
    expect(open.body).toMatchObject({ state: 'clocked_in' });
    // Today's record (and a night shift's of yesterday) in one statement; the published shifts from the read cache.
    expect(open.sent.map((s) => s.sql)).toEqual([
      expect.stringMatching(/^select .* join "attendance_records" as "r"/s),
    ]);
    expect(open.sent[0]!.sql).not.toMatch(/shift_assignments/);

    jest.setSystemTime(new Date('2026-03-18T19:00:00Z'));
    const overdue = await statementsOfStatus(emma);
    expect(overdue.body).toMatchObject({ state: 'day_complete', auto_clocked_out: true });
    expect(overdue.sent).toHaveLength(1);
    expect(overdue.sent[0]!.sql).toMatch(/^select /);
    const explainable = { ...overdue.sent[0]!, sql: inlineParameters(overdue.sent[0]!) };
    expect(await usesIndex(explainable)).toBe(true);
  });
});

describe('GET /api/current_status and the cached shifts of the day', () => {
  it('shows a shift published, moved or removed after the shifts were cached at the next read', async () => {
    jest.setSystemTime(new Date('2026-03-18T09:00:00Z'));
    const omar = await employeeWithLocations(t, [OFFICE]);
    const shiftOf = async () => (await status(omar)).json<{ shift: object | null }>().shift;
    expect(await shiftOf()).toBeNull();

    await giveShift(t.db, { employeeId: omar.id, date: '2026-03-18', start: '14:00', end: '22:00' });
    expect(await shiftOf()).toMatchObject({ start_time: '14:00', end_time: '22:00' });

    const omars = t.db.updateTable('shift_assignments').where('employee_id', '=', omar.id);
    await omars.set({ starts_at: new Date('2026-03-18T15:00:00Z') }).execute();
    expect(await shiftOf()).toMatchObject({ start_time: '15:00' });

    await t.db.deleteFrom('shift_assignments').where('employee_id', '=', omar.id).execute();
    expect(await shiftOf()).toBeNull();
  });
});

describe('a record left open past its automatic clock-out, before the sweep ran', () => {
  it('reads closed at the deadline in the logs and the dashboard, and stays open in the database', async () => {
    jest.setSystemTime(new Date('2026-03-19T09:00:00Z'));
    const admin = await t.signedIn('admin');
    const ella = await employeeWithLocations(t, [OFFICE]);
    await grantVerification(t.db, ella.id);
    await t.inject({ method: 'POST', url: '/api/clock_in', headers: ella.headers, payload: OFFICE });
    jest.setSystemTime(new Date('2026-03-19T21:30:00Z'));

    const logs = await t.inject({ method: 'GET', url: '/api/attendance_logs', headers: ella.headers });
    expect(logs.json()[0]).toMatchObject({ check_out_time: '2026-03-19T19:00:00.000Z', auto_closed: true });
    const dashboard = await t.inject({ method: 'GET', url: '/api/dashboard_stats', headers: admin.headers });
    const row = dashboard
      .json<{ employees: { id: number; workHours: number }[] }>()
      .employees.find((r) => r.id === ella.id);
    // 09:00 to the automatic clock-out at 19:00, less the automatic 30 min break (no break was punched).
    expect(row?.workHours).toBe(9.5);

    const stored = await t.db
      .selectFrom('attendance_records')
      .select(['check_out_time', 'auto_closed'])
      .where('employee_id', '=', ella.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ check_out_time: null, auto_closed: false });
  });
});

/** The statement with its $n parameters written in as literals (EXPLAIN takes no parameters). */
function inlineParameters(statement: { sql: string; parameters: readonly unknown[] }): string {
  return statement.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = statement.parameters[Number(n) - 1];
    if (typeof value === 'number' || value === null) return String(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `'${text.replace(/'/g, "''")}'`;
  });
}
