import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { freezeDate } from '../../test/reports-api';
import { statementsDuring } from '../../test/statements';
import { createTestApp, TestContext } from '../../test/test-app';

// Wednesday 18 March 2026, London, 09:00.
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

const clock = (action: 'clock_in' | 'clock_out', user: Employee) =>
  t.app.inject({ method: 'POST', url: `/api/${action}`, headers: user.headers, payload: OFFICE });

/** The statements, in order, as their first words (transaction control as sent). */
async function statementsOf(action: 'clock_in' | 'clock_out', user: Employee) {
  const { result, sent } = await statementsDuring(t.app, () => clock(action, user));
  expect(result.statusCode).toBe(200);
  return sent.map((s) => s.sql.toLowerCase().split(/\s+/).slice(0, 3).join(' '));
}

describe('the clock path with warm caches', () => {
  it('reads once, then claims the verification and writes the record in one statement beside the audit entry', async () => {
    const [warm, emma] = [await employeeWithLocations(t, [OFFICE]), await employeeWithLocations(t, [OFFICE])];
    await grantVerification(t.db, warm.id);
    await clock('clock_in', warm);
    await t.app.inject({ method: 'GET', url: '/api/current_status', headers: emma.headers });

    await grantVerification(t.db, emma.id, new Date(), 0.3);
    const clockIn = await statementsOf('clock_in', emma);
    expect(clockIn).toEqual([
      expect.stringMatching(/^select /),
      'begin',
      expect.stringMatching(/^with "v" as/),
      expect.stringMatching(/^insert into "audit_pending"/),
      'commit',
    ]);

    // Within the office list's cache life (a minute): a clock out later in the day may read it again first.
    jest.setSystemTime(new Date('2026-03-18T09:00:30Z'));
    await grantVerification(t.db, emma.id, new Date(), 0.5);
    expect(await statementsOf('clock_out', emma)).toEqual(clockIn);
  });

  it('keeps the worst spoof score and marks each verification used by the record it opened or closed', async () => {
    const record = await t.db
      .selectFrom('attendance_records')
      .innerJoin('employees', 'employees.employee_id', 'attendance_records.employee_id')
      .select(['record_id', 'spoof_score', 'check_out_time', 'attendance_records.employee_id'])
      .where('employees.first_name', '=', 'Test')
      .orderBy('record_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ spoof_score: 0.5, check_out_time: new Date('2026-03-18T09:00:30Z') });
    const used = await t.db
      .selectFrom('face_verifications')
      .select(['used_by_record_id', 'used_at'])
      .where('employee_id', '=', record.employee_id)
      .orderBy('verification_id')
      .execute();
    expect(used).toEqual([
      { used_by_record_id: record.record_id, used_at: new Date('2026-03-18T09:00:00Z') },
      { used_by_record_id: record.record_id, used_at: new Date('2026-03-18T09:00:30Z') },
    ]);
  });
});
