import type { FastifyInstance } from 'fastify';
import { statementsDuring } from '../test/statements';
import { giveShift } from '../test/shift-fixtures';
import { createTestApp, TestContext } from '../test/test-app';
import { READ_CACHE_TTL_MS, writtenTable } from './read-caches';

describe('writtenTable', () => {
  it('names the cached table a statement writes to, whatever the statement builder', () => {
    expect(writtenTable('insert into "settings" ("setting_key") values ($1)')).toBe('settings');
    expect(writtenTable('update "employees" set "status" = $1')).toBe('employees');
    expect(writtenTable('DELETE FROM employees WHERE employee_id = 1')).toBe('employees');
    expect(writtenTable('truncate table settings')).toBe('settings');
    expect(writtenTable('select * from "employees"')).toBeUndefined();
    expect(writtenTable('update "attendance_records" set "check_out_time" = $1')).toBeUndefined();
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two api instances on one PostgreSQL database', () => {
  let t: TestContext;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    other = await t.anotherInstance();
  });
  afterAll(() => t.close());

  const companyNameOn = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/branding' })).json<{ company_name: string }>().company_name;

  /** Asks `check` again until it holds, for at most the caches' TTL; returns the milliseconds it took. */
  async function millisUntil(check: () => Promise<boolean>): Promise<number> {
    const start = performance.now();
    while (!(await check())) {
      if (performance.now() - start > READ_CACHE_TTL_MS) throw new Error('Not seen within the TTL.');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - start;
  }

  it('sees a settings change made on the other instance well before the TTL', async () => {
    const admin = await t.signedIn('admin');
    const before = await companyNameOn(other);
    const { result, sent } = await statementsDuring(other, () => companyNameOn(other));
    expect(result).toBe(before);
    expect(sent).toEqual([]);

    const res = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin.headers,
      payload: [{ setting_key: 'COMPANY_NAME', setting_value: 'Globex' }],
    });
    expect(res.statusCode).toBe(200);
    expect(await millisUntil(async () => (await companyNameOn(other)) === 'Globex')).toBeLessThan(
      READ_CACHE_TTL_MS / 10,
    );
  });

  it("shows on one instance's status card a shift the other instance's write published, well before the TTL", async () => {
    const emma = await t.signedIn('employee');
    const shiftOnOther = async () =>
      (await other.inject({ method: 'GET', url: '/api/current_status', headers: emma.headers })).json<{
        shift: { start_time: string } | null;
        attendance_date: string;
      }>();
    const { shift, attendance_date } = await shiftOnOther();
    expect(shift).toBeNull();

    await giveShift(t.db, { employeeId: emma.id, date: attendance_date, start: '23:00', end: '23:30' });
    expect(await millisUntil(async () => (await shiftOnOther()).shift?.start_time === '23:00')).toBeLessThan(
      READ_CACHE_TTL_MS / 10,
    );
  });

  it('refuses the next call on one instance once the other terminated the caller', async () => {
    const admin = await t.signedIn('admin');
    const emma = await t.signedIn('employee');
    const statusOnOther = () => other.inject({ method: 'GET', url: '/api/current_status', headers: emma.headers });
    expect((await statusOnOther()).statusCode).toBe(200);
    const { result, sent } = await statementsDuring(other, statusOnOther);
    expect(result.statusCode).toBe(200);
    // The employee row came from the cache: one statement, the status of the day (its record and shift).
    expect(sent.map((s) => s.sql)).toEqual([expect.stringMatching(/join "attendance_records"/)]);

    const terminated = await t.inject({ method: 'DELETE', url: `/api/employees/${emma.id}`, headers: admin.headers });
    expect(terminated.statusCode).toBe(200);
    // The trigger's notification is sent at commit, before the terminating instance answers.
    expect((await statusOnOther()).statusCode).toBe(401);
  });
});
