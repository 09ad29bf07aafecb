import { apiError } from '../../test/api-error';
import { createTeams } from '../../test/leave-fixtures';
import { setSetting, shiftsApi } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let api: ReturnType<typeof shiftsApi>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  api = shiftsApi(t);
  await t.db
    .updateTable('employees')
    .set({ allowed_locations: JSON.stringify([{ name: 'Main Office', latitude: 51.5, longitude: -0.12 }]) })
    .where('employee_id', '=', teams.employee.id)
    .execute();
});
afterAll(() => t.close());

describe('shift types', () => {
  it('lets an admin create a night type with the grace of GRACE_MINUTES and an office', async () => {
    const res = await api.createType(teams.admin, {
      name: '  Night  watch ',
      start_time: '22:00',
      end_time: '06:00',
      break_minutes: 45,
      color: '#112233',
      office: 'main office',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      shift_type_id: expect.any(Number),
      name: 'Night watch',
      start_time: '22:00',
      end_time: '06:00',
      break_minutes: 45,
      grace_minutes: null,
      effective_grace_minutes: 10,
      color: '#112233',
      office: 'Main Office',
      archived: false,
    });
    await setSetting(t, 'GRACE_MINUTES', '15');
    const listed = await api.call(teams.employee, 'GET', '/api/shift_types');
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'Night watch', effective_grace_minutes: 15 })]);
    await setSetting(t, 'GRACE_MINUTES', '10');
  });

  it('refuses an unknown office, equal times, a taken name, and non-admins', async () => {
    const body = { name: 'Early', start_time: '06:00', end_time: '14:00' };
    const office = await api.createType(teams.admin, { ...body, office: 'Moon Base' });
    expect(office.statusCode).toBe(400);
    expect(office.json()).toEqual(apiError('shifts.unknown_office', { office: 'Moon Base', known: 'Main Office' }));
    const same = await api.createType(teams.admin, { ...body, end_time: '06:00' });
    expect(same.json()).toEqual(apiError('shifts.same_times'));
    expect((await api.createType(teams.admin, { ...body, start_time: '6:00' })).statusCode).toBe(400);
    expect((await api.createType(teams.manager, body)).statusCode).toBe(403);
    expect((await api.createType(teams.admin, body)).statusCode).toBe(201);
    const taken = await api.createType(teams.admin, { ...body, name: 'EARLY' });
    expect(taken.json()).toEqual(apiError('shifts.type_name_taken', { name: 'EARLY' }));
  });

  it('deletes an unused type, refuses one in use with the count, and archives it instead', async () => {
    const unused = (
      await api.createType(teams.admin, { name: 'Spare', start_time: '10:00', end_time: '18:00' })
    ).json();
    expect((await api.call(teams.admin, 'DELETE', `/api/shift_types/${unused.shift_type_id}`)).statusCode).toBe(200);
    const used = (await api.createType(teams.admin, { name: 'Late', start_time: '14:00', end_time: '22:00' })).json();
    for (const shift_date of ['2033-01-03', '2033-01-04']) {
      const res = await api.assign(teams.admin, {
        employee_id: teams.employee.id,
        shift_date,
        shift_type_id: used.shift_type_id,
      });
      expect(res.statusCode).toBe(201);
    }
    const url = `/api/shift_types/${used.shift_type_id}`;
    const refused = await api.call(teams.admin, 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(apiError('shifts.type_in_use', { count: 2 }));

    const archived = await api.call(teams.admin, 'PUT', url, { archived: true, grace_minutes: 5 });
    expect(archived.json()).toMatchObject({ archived: true, grace_minutes: 5, effective_grace_minutes: 5 });
    const names = async (query = '') =>
      (await api.call(teams.employee, 'GET', `/api/shift_types${query}`)).json().map((x: { name: string }) => x.name);
    expect(await names()).not.toContain('Late');
    expect(await names('?include_archived=true')).toContain('Late');
    const assign = await api.assign(teams.admin, {
      employee_id: teams.employee.id,
      shift_date: '2033-01-06',
      shift_type_id: used.shift_type_id,
    });
    expect(assign.json()).toEqual(apiError('shifts.type_archived', { name: 'Late' }));
    expect((await api.call(teams.admin, 'PUT', url, { archived: false })).json().archived).toBe(false);
    expect((await api.call(teams.admin, 'PUT', '/api/shift_types/999999', { archived: true })).statusCode).toBe(404);
  });
});
