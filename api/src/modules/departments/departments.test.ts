import { createTestApp, TestContext } from '../../test/test-app';
import { AUDIT_ACTIONS } from '../audit/actions';
import { DEPARTMENT_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

let t: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let employee: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn('admin')).headers;
  manager = (await t.signedIn('manager')).headers;
  employee = (await t.signedIn('employee')).headers;
});
afterAll(() => t.close());

type Department = { department_id: number; department_name: string; created_at: string };
const list = async (headers = admin): Promise<Department[]> =>
  (await t.inject({ method: 'GET', url: '/api/departments', headers })).json();
const create = (name: unknown, headers = admin) =>
  t.inject({ method: 'POST', url: '/api/departments', headers, payload: { department_name: name } });
const rename = (id: number | string, name: string, headers = admin) =>
  t.inject({ method: 'PUT', url: `/api/departments/${id}`, headers, payload: { department_name: name } });
const remove = (id: number | string, headers = admin) =>
  t.inject({ method: 'DELETE', url: `/api/departments/${id}`, headers });
const idOf = async (name: string) => (await list()).find((d) => d.department_name === name)!.department_id;

describe('departments', () => {
  it('creates a department with a trimmed name and lists them by name, ignoring case', async () => {
    const res = await create('  Quality   Assurance ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: M.created, department_id: expect.any(Number) });
    expect((await create('engineering')).statusCode).toBe(201);
    expect((await create('Finance', manager)).statusCode).toBe(201);

    const departments = await list(manager);
    expect(departments.map((d) => d.department_name)).toEqual(['engineering', 'Finance', 'Quality Assurance']);
    expect(new Date(departments[0]!.created_at).toISOString()).toBe(departments[0]!.created_at);
  });

  it('refuses blank, missing, too long and duplicate names (ignoring case) and changes nothing', async () => {
    const before = await list();
    for (const blank of ['', '   ']) expect((await create(blank)).json()).toEqual(apiError('department.name_required'));
    expect((await t.inject({ method: 'POST', url: '/api/departments', headers: admin, payload: {} })).statusCode).toBe(
      400,
    );
    expect((await create('x'.repeat(101))).json()).toEqual(apiError('department.name_too_long'));
    const duplicate = await create(' ENGINEERING ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual(apiError('department.name_taken', { name: 'engineering' }));
    expect(await list()).toEqual(before);
  });

  it('lets only one of two concurrent creations of a name win', async () => {
    const answers = await t.racing(() => Promise.all([create('Legal'), create('LEGAL', manager)]));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('renames, allowing a change of case but not another department’s name', async () => {
    const id = await idOf('engineering');
    expect((await rename(id, 'Engineering')).json()).toEqual({ message: M.updated });
    expect((await rename(id, 'finance')).statusCode).toBe(409);
    expect((await rename(id, ' ')).json()).toEqual(apiError('department.name_required'));
    expect((await rename(999_999, 'Nowhere')).json()).toEqual(apiError('department.not_found'));
    expect((await rename('abc', 'Nowhere')).statusCode).toBe(400);
    expect((await rename(id, 'Software Engineering', manager)).statusCode).toBe(200);
    expect((await list()).map((d) => d.department_name)).toContain('Software Engineering');
  });

  it('refuses to delete a department with active members, naming their count, and changes nothing', async () => {
    const id = await idOf('Finance');
    const join = (employeeId: number) =>
      t.db.insertInto('employee_departments').values({ employee_id: employeeId, department_id: id }).execute();
    const member = await t.createUser('employee');
    await join(member.id);
    expect([(await remove(id, manager)).statusCode, (await remove(id)).json()]).toEqual([
      400,
      apiError('department.has_members', { count: 1 }),
    ]);
    expect(apiError('department.has_members', { count: 1 }).error).toBe(
      'This department has 1 member. Move them to another department first.',
    );
    const colleague = await t.createUser('employee');
    await join(colleague.id);
    expect((await remove(id)).json()).toEqual({
      error: 'This department has 2 members. Move them to another department first.',
      code: 'department.has_members',
    });
    expect((await list()).map((d) => d.department_id)).toContain(id);
    await t.db.deleteFrom('employee_departments').where('employee_id', '=', colleague.id).execute();
  });

  it('deletes a department once only former employees are in it; their memberships go, the people stay', async () => {
    const id = await idOf('Finance');
    const [member] = await t.db
      .selectFrom('employee_departments')
      .select('employee_id')
      .where('department_id', '=', id)
      .execute();
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', member!.employee_id)
      .execute();

    expect((await remove(id, manager)).json()).toEqual({ message: M.deleted });
    expect((await list()).map((d) => d.department_id)).not.toContain(id);
    const memberships = await t.db
      .selectFrom('employee_departments')
      .selectAll()
      .where('employee_id', '=', member!.employee_id)
      .execute();
    expect(memberships).toEqual([]);
    expect(
      await t.db
        .selectFrom('employees')
        .select('status')
        .where('employee_id', '=', member!.employee_id)
        .executeTakeFirst(),
    ).toEqual({ status: 'terminated' });
    expect((await remove(id)).statusCode).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', AUDIT_ACTIONS.departmentDeleted)
      .execute();
    expect(t.app.audit.readDetails(audit.at(-1)!)).toEqual({
      department_id: id,
      name: 'Finance',
      memberships_removed: 1,
    });
  });

  it("lists for a manager only their team's departments and empty ones; everything for an admin", async () => {
    const lead = await t.signedIn('manager');
    const report = await t.createUser('employee', { reportTo: lead.id });
    const stranger = await t.createUser('employee');
    const ids: Record<string, number> = {};
    for (const name of ['Team Ops', 'Other Team', 'Lead Only', 'Empty Room']) {
      ids[name] = (await create(name)).json().department_id;
    }
    await t.db
      .insertInto('employee_departments')
      .values([
        { employee_id: report.id, department_id: ids['Team Ops']! },
        { employee_id: stranger.id, department_id: ids['Other Team']! },
        { employee_id: lead.id, department_id: ids['Lead Only']! },
      ])
      .execute();
    const names = async (headers: { authorization: string }) => (await list(headers)).map((d) => d.department_name);
    const theirs = await names(lead.headers);
    expect(theirs).toEqual(expect.arrayContaining(['Team Ops', 'Lead Only', 'Empty Room']));
    expect(theirs).not.toContain('Other Team');
    expect(await names(admin)).toEqual(expect.arrayContaining(['Team Ops', 'Other Team', 'Lead Only', 'Empty Room']));
  });

  it('is for managers and admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/departments', headers: employee })).statusCode).toBe(403);
    expect((await create('Sneaky', employee)).statusCode).toBe(403);
    expect((await rename(1, 'Sneaky', employee)).statusCode).toBe(403);
    expect((await remove(1, employee)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/departments' })).statusCode).toBe(401);
  });
});
