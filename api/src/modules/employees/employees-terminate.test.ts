import { facePhoto } from '../../test/people';
import { createTestApp, TestContext, TestUser } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { storeFace } from '../face-profiles/face-data';
import { EMPLOYEE_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
let admin: TestUser & { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
});
afterAll(() => t.close());

const terminate = (id: number, headers = admin.headers) =>
  t.inject({ method: 'DELETE', url: `/api/employees/${id}`, headers });
const countWhere = async (table: 'face_profiles' | 'attendance_records', employeeId: number) =>
  (await t.db.selectFrom(table).select('employee_id').where('employee_id', '=', employeeId).execute()).length;

describe('DELETE /api/employees/{id} (terminate)', () => {
  it('closes the account at once, erases face data, keeps history and moves reports up', async () => {
    const boss = await t.createUser('manager');
    const leaver = await t.createUser('manager', { reportTo: boss.id });
    const report = await t.createUser('employee', { reportTo: leaver.id });
    const tokens = await t.login(leaver);
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    await t.db.transaction().execute((tx) =>
      storeFace(tx, t.config.dataKey, {
        employeeId: leaver.id,
        photo: facePhoto('A1-faceid.png'),
        descriptor: new Float32Array(1024).fill(0.5),
      }),
    );
    await t.db
      .insertInto('attendance_records')
      .values({ employee_id: leaver.id, attendance_date: '2026-01-05', check_in_time: '2026-01-05T09:00:00Z' })
      .execute();
    expect((await t.inject({ method: 'GET', url: '/api/departments', headers: bearer })).statusCode).toBe(200);

    expect((await terminate(leaver.id)).json()).toEqual({ message: M.terminated });

    const row = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('employee_id', '=', leaver.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('terminated');
    expect(row.terminated_at).toBeInstanceOf(Date);
    const signedOut = await t.inject({ method: 'GET', url: '/api/departments', headers: bearer });
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, apiError('auth.account_inactive')]);
    const refreshed = await t.inject({
      method: 'POST',
      url: '/api/refresh',
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: leaver.email, password: leaver.password },
    });
    expect([login.statusCode, login.json()]).toEqual([401, apiError('auth.account_inactive')]);

    expect(await countWhere('face_profiles', leaver.id)).toBe(0);
    expect(
      await t.db.selectFrom('stored_files').select('path').where('path', 'like', `faces/${leaver.id}/%`).execute(),
    ).toEqual([]);
    expect(await countWhere('attendance_records', leaver.id)).toBe(1);
    const moved = await t.db
      .selectFrom('employees')
      .select('report_to')
      .where('employee_id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(moved.report_to).toBe(boss.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.employeeTerminated)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toEqual({
      employee_id: leaver.id,
      face_profiles_erased: 1,
      push_subscriptions_removed: 0,
      reports_moved: [report.id],
      reports_moved_to: boss.id,
    });
  });

  it('drops a terminated person from the lists and the detail, and cannot terminate twice', async () => {
    const leaver = await t.createUser('employee');
    await terminate(leaver.id);
    const list = (await t.inject({ method: 'GET', url: '/api/employees_list', headers: admin.headers })).json();
    expect(list.map((e: { employee_id: number }) => e.employee_id)).not.toContain(leaver.id);
    expect(
      (await t.inject({ method: 'GET', url: `/api/employees/${leaver.id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
    expect((await terminate(leaver.id)).json()).toEqual(apiError('employee.not_found'));
  });

  it('does not let an admin terminate their own account', async () => {
    expect((await terminate(admin.id)).json()).toEqual(apiError('employee.own_termination'));
    expect((await t.inject({ method: 'GET', url: '/api/employees_list', headers: admin.headers })).statusCode).toBe(
      200,
    );
  });
});
