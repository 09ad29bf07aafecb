import { employeeForm, rowCounts } from '../../test/people';
import { createTestApp, TestContext, TestUser } from '../../test/test-app';
import { EMPLOYEE_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
let admin: TestUser & { headers: { authorization: string } };
let manager: TestUser & { headers: { authorization: string } };
let employee: TestUser & { headers: { authorization: string } };
let report: TestUser;
let otherManager: TestUser;
let othersReport: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedIn('admin');
  manager = await t.signedIn('manager');
  employee = await t.signedIn('employee');
  report = await t.createUser('employee', { reportTo: manager.id });
  otherManager = await t.createUser('manager');
  othersReport = await t.createUser('employee', { reportTo: otherManager.id });
});
afterAll(() => t.close());

const get = (url: string, headers = admin.headers) => t.inject({ method: 'GET', url, headers });
const ids = (rows: { employee_id: number }[]) => rows.map((r) => r.employee_id).sort((a, b) => a - b);

describe('employee lists', () => {
  it('lists every active employee for an admin, with the spec fields', async () => {
    const res = await get('/api/employees_list');
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(
      ids([admin, manager, employee, report, otherManager, othersReport].map((u) => ({ employee_id: u.id }))),
    );
    expect(res.json().find((e: { employee_id: number }) => e.employee_id === report.id)).toEqual({
      employee_id: report.id,
      first_name: 'Test',
      last_name: expect.any(String),
      full_name: expect.stringMatching(/^Test /),
      email: report.email,
      role: 'employee',
    });
  });

  it('gives a manager their direct reports and themselves, and an admin everyone', async () => {
    expect(ids((await get('/api/all_employees_list', manager.headers)).json())).toEqual([manager.id, report.id]);
    expect((await get('/api/all_employees_list')).json()).toHaveLength(6);
  });

  it('refuses employees and managers where the issue says admin only', async () => {
    for (const url of ['/api/employees_list', `/api/employees/${report.id}`]) {
      expect((await get(url, manager.headers)).statusCode).toBe(403);
      expect((await get(url, employee.headers)).json()).toEqual(apiError('auth.forbidden'));
    }
    expect((await get('/api/all_employees_list', employee.headers)).statusCode).toBe(403);
  });

  it('does not let a manager enrol, edit, move or terminate anyone, and nothing changes', async () => {
    const before = await rowCounts(t.db);
    const form = employeeForm({ first_name: 'No', last_name: 'Way', email: 'no.way@test.example' });
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/employees',
        payload: form.payload,
        headers: { ...manager.headers, ...form.headers },
      },
      {
        method: 'PUT' as const,
        url: `/api/employees/${report.id}`,
        payload: form.payload,
        headers: { ...manager.headers, ...form.headers },
      },
      {
        method: 'PUT' as const,
        url: `/api/employees/${report.id}/manager`,
        payload: { manager_id: null },
        headers: manager.headers,
      },
      { method: 'DELETE' as const, url: `/api/employees/${report.id}`, headers: manager.headers },
    ];
    for (const call of calls) expect((await t.inject(call)).statusCode).toBe(403);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('GET /api/employees/{id}', () => {
  it('answers the detail with departments and the number of enrolled faces', async () => {
    const res = await get(`/api/employees/${report.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      employee_id: report.id,
      email: report.email,
      role: 'employee',
      report_to: manager.id,
      date_of_birth: null,
      allowed_locations: [],
      department_ids: [],
      face_profiles: 0,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/employees/999999')).json()).toEqual(apiError('employee.not_found'));
    expect((await get('/api/employees/abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/employees/{id}/manager', () => {
  const move = (id: number, managerId: unknown) =>
    t.inject({
      method: 'PUT',
      url: `/api/employees/${id}/manager`,
      headers: admin.headers,
      payload: { manager_id: managerId },
    });
  const managerOf = async (id: number) =>
    (await t.db.selectFrom('employees').select('report_to').where('employee_id', '=', id).executeTakeFirstOrThrow())
      .report_to;

  it('sets and clears the manager', async () => {
    expect((await move(employee.id, otherManager.id)).json()).toEqual({ message: M.managerUpdated });
    expect(await managerOf(employee.id)).toBe(otherManager.id);
    expect((await move(employee.id, admin.id)).statusCode).toBe(200);
    expect((await move(employee.id, null)).statusCode).toBe(200);
    expect(await managerOf(employee.id)).toBeNull();
  });

  it('refuses themselves, employees, unknown people and cycles, and changes nothing', async () => {
    await move(otherManager.id, manager.id);
    const before = await managerOf(manager.id);
    expect((await move(manager.id, manager.id)).json()).toEqual(apiError('employee.own_manager'));
    expect((await move(manager.id, employee.id)).json()).toEqual(apiError('employee.invalid_manager'));
    expect((await move(manager.id, 999_999)).json()).toEqual(apiError('employee.invalid_manager'));
    expect((await move(manager.id, otherManager.id)).json()).toEqual(apiError('employee.manager_cycle'));
    expect((await move(manager.id, 'x')).statusCode).toBe(400);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/employees/${manager.id}/manager`,
          headers: admin.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect((await move(999_999, admin.id)).statusCode).toBe(404);
    expect(await managerOf(manager.id)).toBe(before);
    await move(otherManager.id, null);
  });
});

describe('PUT /api/employees/{id} without a new face', () => {
  const update = (id: number, fields: Record<string, string | string[]>, headers = admin.headers) => {
    const form = employeeForm(fields);
    return t.inject({
      method: 'PUT',
      url: `/api/employees/${id}`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const row = (id: number) =>
    t.db.selectFrom('employees').selectAll().where('employee_id', '=', id).executeTakeFirstOrThrow();

  it('changes the fields sent, keeps the ones left out, clears the blank ones and replaces departments', async () => {
    const [sales, ops] = await t.db
      .insertInto('departments')
      .values([{ department_name: 'Sales' }, { department_name: 'Ops' }])
      .returning('department_id')
      .execute();
    const base = { first_name: 'Rita', last_name: 'Report', email: report.email };
    await update(report.id, {
      ...base,
      job_title: 'Analyst',
      phone_number: '+44 20 7946 0000',
      allowed_locations: '51.5,-0.1,HQ',
    });
    const res = await update(report.id, {
      ...base,
      phone_number: '',
      'department_ids[]': [String(sales!.department_id), String(ops!.department_id)],
    });
    expect(res.json()).toEqual({ message: M.updated });
    expect(await row(report.id)).toMatchObject({
      first_name: 'Rita',
      job_title: 'Analyst',
      phone_number: null,
      allowed_locations: [{ name: 'HQ', latitude: 51.5, longitude: -0.1 }],
    });
    expect((await get(`/api/employees/${report.id}`)).json().department_ids).toEqual(
      [sales!.department_id, ops!.department_id].sort((a, b) => a - b),
    );
  });

  it('reads department_ids with or without [], and one blank value as no department', async () => {
    const [support] = await t.db
      .insertInto('departments')
      .values([{ department_name: 'Support' }])
      .returning('department_id')
      .execute();
    const base = { first_name: 'Rita', last_name: 'Report', email: report.email };
    const departmentsOf = async () => (await get(`/api/employees/${report.id}`)).json().department_ids;
    expect((await update(report.id, { ...base, department_ids: String(support!.department_id) })).statusCode).toBe(200);
    expect(await departmentsOf()).toEqual([support!.department_id]);
    expect((await update(report.id, { ...base, 'department_ids[]': '' })).statusCode).toBe(200);
    expect(await departmentsOf()).toEqual([]);
  });

  it('sets the holiday calendar that decides which holidays apply, and clears it when sent blank', async () => {
    const base = { first_name: 'Rita', last_name: 'Report', email: report.email };
    await update(report.id, { ...base, holiday_calendar: '  Scotland ' });
    expect((await get(`/api/employees/${report.id}`)).json().holiday_calendar).toBe('Scotland');
    await update(report.id, base);
    expect((await row(report.id)).holiday_calendar).toBe('Scotland');
    await update(report.id, { ...base, holiday_calendar: '' });
    expect((await get(`/api/employees/${report.id}`)).json().holiday_calendar).toBeNull();
  });

  it('refuses a taken email, an unknown department and bad fields, and changes nothing', async () => {
    const before = await row(report.id);
    const base = { first_name: 'Rita', last_name: 'Report', email: report.email };
    expect((await update(report.id, { ...base, email: employee.email.toUpperCase() })).json()).toEqual(
      apiError('employee.email_taken'),
    );
    expect((await update(report.id, { ...base, 'department_ids[]': '999999' })).json()).toEqual(
      apiError('employee.unknown_department'),
    );
    expect((await update(report.id, { ...base, allowed_locations: '95,0' })).json()).toEqual(
      apiError('employee.location_latitude', { n: 1 }),
    );
    expect((await update(report.id, { ...base, first_name: ' ' })).json()).toEqual({
      error: M.required('First name'),
      code: 'validation.invalid_input',
    });
    expect((await update(report.id, { ...base, email: '' })).json()).toEqual({
      error: M.required('Email'),
      code: 'validation.invalid_input',
    });
    expect((await update(report.id, { ...base, manager_id: String(admin.id) })).json()).toEqual(
      apiError('multipart.unknown_field', { name: 'manager_id' }),
    );
    expect((await update(999_999, base)).statusCode).toBe(404);
    expect(await row(report.id)).toEqual(before);
  });

  it('refuses an admin changing their own role, and demoting a manager who still has reports', async () => {
    const self = { first_name: 'Ada', last_name: 'Admin', email: admin.email, role: 'employee' };
    expect((await update(admin.id, self)).json()).toEqual(apiError('employee.own_role'));
    const demote = await update(manager.id, {
      first_name: 'M',
      last_name: 'M',
      email: manager.email,
      role: 'employee',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual(apiError('employee.manager_has_reports', { count: 1 }));
    expect((await row(manager.id)).role).toBe('manager');
  });
});
