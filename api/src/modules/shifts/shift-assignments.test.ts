import { apiError } from '../../test/api-error';
import { createTeams, leaveApi } from '../../test/leave-fixtures';
import { createShiftTypes, setSetting, shiftsApi, type ShiftTypeIds } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let types: ShiftTypeIds;
let api: ReturnType<typeof shiftsApi>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  types = await createShiftTypes(t, teams.admin);
  api = shiftsApi(t);
});
afterAll(() => t.close());

const shiftsOf = (employeeId: number) =>
  t.db
    .selectFrom('shift_assignments')
    .select(['shift_date', 'shift_type_id', 'status'])
    .where('employee_id', '=', employeeId)
    .orderBy('shift_date')
    .execute();
const nameOf = async (employeeId: number) => {
  const e = await t.db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('employee_id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return `${e.first_name} ${e.last_name}`;
};

describe('POST /api/shift_assignments', () => {
  it("computes a night shift's instants in the company zone, ending the next morning", async () => {
    const res = await api.assign(teams.manager, {
      employee_id: teams.employee.id,
      shift_date: '2032-01-05',
      shift_type_id: types.night,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      employee_id: teams.employee.id,
      shift_date: '2032-01-05',
      start_time: '22:00',
      end_time: '06:00',
      starts_at: '2032-01-05T22:00:00.000Z',
      ends_at: '2032-01-06T06:00:00.000Z',
      break_minutes: 30,
      grace_minutes: 10,
      status: 'draft',
    });
  });

  it('refuses a second shift on the same day and a shift overlapping a night shift', async () => {
    const employee = await nameOf(teams.employee.id);
    const sameDay = await api.assign(teams.manager, {
      employee_id: teams.employee.id,
      shift_date: '2032-01-05',
      shift_type_id: types.early,
    });
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json()).toEqual(
      apiError('shifts.overlap', { employee, date: '2032-01-05', existing: '2032-01-05 22:00-06:00' }),
    );
    // The night ends at 06:00 on the 6th; a 06:00 early shift leaves no rest, a 22:00 one on the 5th overlaps.
    const nextMorning = await api.assign(teams.manager, {
      employee_id: teams.employee.id,
      shift_date: '2032-01-06',
      shift_type_id: types.early,
    });
    expect(nextMorning.statusCode).toBe(409);
    expect(nextMorning.json()).toEqual(apiError('shifts.rest_too_short', { employee, date: '2032-01-06', hours: 11 }));
  });

  it('refuses less than MIN_REST_HOURS between two shifts, and allows it once the setting allows it', async () => {
    const employee = await nameOf(teams.teamMate.id);
    await api.assign(teams.manager, {
      employee_id: teams.teamMate.id,
      shift_date: '2032-01-12',
      shift_type_id: types.late,
    });
    const early = { employee_id: teams.teamMate.id, shift_date: '2032-01-13', shift_type_id: types.early };
    // 22:00 to 06:00: 8 hours of rest.
    const refused = await api.assign(teams.manager, early);
    expect(refused.json()).toEqual(apiError('shifts.rest_too_short', { employee, date: '2032-01-13', hours: 11 }));
    await setSetting(t, 'MIN_REST_HOURS', '8');
    try {
      expect((await api.assign(teams.manager, early)).statusCode).toBe(201);
    } finally {
      await setSetting(t, 'MIN_REST_HOURS', '11');
    }
  });

  it('lets a manager plan only for their direct reports, and no employee plan at all', async () => {
    const other = { employee_id: teams.otherEmployee.id, shift_date: '2032-01-20', shift_type_id: types.early };
    const res = await api.assign(teams.manager, other);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(apiError('shifts.not_your_report', { employee: await nameOf(teams.otherEmployee.id) }));
    expect((await api.assign(teams.employee, other)).statusCode).toBe(403);
    expect((await api.assign(teams.otherManager, other)).statusCode).toBe(201);
    const byAdmin = { employee_id: teams.loner.id, shift_date: '2032-01-20', shift_type_id: types.early };
    expect((await api.assign(teams.admin, byAdmin)).statusCode).toBe(201);
    expect(await shiftsOf(teams.manager.id)).toEqual([]);
  });

  it('refuses approved leave and holidays unless an admin forces it', async () => {
    const leave = leaveApi(t);
    const requestId = await leave.file(teams.employee, { start_date: '2032-02-02', end_date: '2032-02-03' });
    await leave.decide(teams.manager, requestId, 'approve');
    await leave.decide(teams.admin, requestId, 'approve');
    await t.inject({
      method: 'POST',
      url: '/api/holidays',
      headers: teams.admin.headers,
      payload: { holiday_date: '2032-02-10', name: 'Founders Day' },
    });
    const employee = await nameOf(teams.employee.id);
    const onLeave = { employee_id: teams.employee.id, shift_date: '2032-02-03', shift_type_id: types.early };
    expect((await api.assign(teams.manager, onLeave)).json()).toEqual(
      apiError('shifts.on_leave', { employee, date: '2032-02-03' }),
    );
    const onHoliday = { employee_id: teams.employee.id, shift_date: '2032-02-10', shift_type_id: types.early };
    expect((await api.assign(teams.manager, onHoliday)).json()).toEqual(
      apiError('shifts.on_holiday', { employee, date: '2032-02-10', holiday: 'Founders Day' }),
    );
    const managerForcing = await api.assign(teams.manager, { ...onLeave, force: true });
    expect(managerForcing.json()).toEqual(apiError('shifts.force_admin_only'));
    expect((await api.assign(teams.admin, { ...onLeave, force: true })).statusCode).toBe(201);
    expect((await api.assign(teams.admin, { ...onHoliday, force: true })).statusCode).toBe(201);
  });

  it('refuses someone who has left, an unknown person and an unknown type', async () => {
    const leaver = await t.createUser('employee', { reportTo: teams.manager.id });
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date() })
      .where('employee_id', '=', leaver.id)
      .execute();
    const res = await api.assign(teams.manager, {
      employee_id: leaver.id,
      shift_date: '2032-03-01',
      shift_type_id: types.early,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(apiError('shifts.employee_terminated', { employee: await nameOf(leaver.id) }));
    const unknown = await api.assign(teams.admin, {
      employee_id: 999999,
      shift_date: '2032-03-01',
      shift_type_id: types.early,
    });
    expect(unknown.json()).toEqual(apiError('shifts.employee_not_found'));
    const noType = await api.assign(teams.admin, {
      employee_id: teams.loner.id,
      shift_date: '2032-03-01',
      shift_type_id: 999999,
    });
    expect(noType.json()).toEqual(apiError('shifts.type_not_found'));
  });

  it('places shifts at the wall-clock times across a DST change (Europe/Berlin)', async () => {
    await setSetting(t, 'TIME_ZONE', 'Europe/Berlin');
    try {
      // Clocks go forward at 02:00 on 28 March 2032: the night of the 27th lasts 7 hours.
      const res = await api.bulk(teams.admin, {
        employee_ids: [teams.loner.id],
        start_date: '2032-03-26',
        end_date: '2032-03-28',
        shift_type_id: types.night,
      });
      expect(res.statusCode).toBe(201);
      const rows = await t.db
        .selectFrom('shift_assignments')
        .select(['shift_date', 'starts_at', 'ends_at'])
        .where('employee_id', '=', teams.loner.id)
        .where('shift_date', '>=', '2032-03-26')
        .orderBy('shift_date')
        .execute();
      expect(
        rows.map((r) => [r.shift_date, new Date(r.starts_at).toISOString(), new Date(r.ends_at).toISOString()]),
      ).toEqual([
        ['2032-03-26', '2032-03-26T21:00:00.000Z', '2032-03-27T05:00:00.000Z'],
        ['2032-03-27', '2032-03-27T21:00:00.000Z', '2032-03-28T04:00:00.000Z'],
        ['2032-03-28', '2032-03-28T20:00:00.000Z', '2032-03-29T04:00:00.000Z'],
      ]);
      const listed = await api.list(teams.admin, `start=2032-03-27&end=2032-03-28&employee_id=${teams.loner.id}`);
      expect(
        listed.json().map((s: { start_time: string; end_time: string }) => `${s.start_time}-${s.end_time}`),
      ).toEqual(['22:00-06:00', '22:00-06:00']);
    } finally {
      await setSetting(t, 'TIME_ZONE', 'Europe/London');
    }
  });
});

describe('POST /api/shift_assignments/bulk', () => {
  it('assigns people x days x weekdays in one go', async () => {
    const res = await api.bulk(teams.manager, {
      employee_ids: [teams.employee.id, teams.teamMate.id],
      start_date: '2032-04-05',
      end_date: '2032-04-18',
      shift_type_id: types.early,
      weekdays: ['Mon', 'Wed', 'Fri'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().assignment_ids).toHaveLength(12);
    const dates = (await shiftsOf(teams.teamMate.id))
      .filter((s) => s.shift_date >= '2032-04-05')
      .map((s) => s.shift_date);
    expect(dates).toEqual(['2032-04-05', '2032-04-07', '2032-04-09', '2032-04-12', '2032-04-14', '2032-04-16']);
  });

  it('saves nothing when one shift breaks a rule, and lists every conflict', async () => {
    const before = await shiftsOf(teams.employee.id);
    const res = await api.bulk(teams.manager, {
      employee_ids: [teams.teamMate.id, teams.employee.id],
      start_date: '2032-04-19',
      end_date: '2032-04-21',
      shift_type_id: types.early,
    });
    expect(res.statusCode).toBe(201);
    const night = await api.assign(teams.manager, {
      employee_id: teams.employee.id,
      shift_date: '2032-04-23',
      shift_type_id: types.night,
    });
    expect(night.statusCode).toBe(201);
    const refused = await api.bulk(teams.manager, {
      employee_ids: [teams.teamMate.id, teams.employee.id],
      start_date: '2032-04-21',
      end_date: '2032-04-24',
      shift_type_id: types.early,
    });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('shifts.conflicts');
    // Both have the 21st; the employee's night of the 23rd takes the 23rd and leaves no rest before the 24th.
    const [teamMate, employee] = [await nameOf(teams.teamMate.id), await nameOf(teams.employee.id)];
    const early21 = '2032-04-21 06:00-14:00';
    const conflicts = [
      apiError('shifts.overlap', { employee, date: '2032-04-21', existing: early21 }).error,
      apiError('shifts.overlap', { employee, date: '2032-04-23', existing: '2032-04-23 22:00-06:00' }).error,
      apiError('shifts.rest_too_short', { employee, date: '2032-04-24', hours: 11 }).error,
      apiError('shifts.overlap', { employee: teamMate, date: '2032-04-21', existing: early21 }).error,
    ];
    expect(body).toEqual(apiError('shifts.conflicts', { count: 4, list: conflicts.join(' ') }));
    expect(await shiftsOf(teams.employee.id)).toEqual([
      ...before,
      ...['2032-04-19', '2032-04-20', '2032-04-21'].map((d) => ({
        shift_date: d,
        shift_type_id: types.early,
        status: 'draft',
      })),
      { shift_date: '2032-04-23', shift_type_id: types.night, status: 'draft' },
    ]);
  });

  it('refuses a range longer than 62 days and a reversed one', async () => {
    const body = { employee_ids: [teams.employee.id], shift_type_id: types.early };
    const long = await api.bulk(teams.manager, { ...body, start_date: '2033-01-01', end_date: '2033-03-05' });
    expect(long.json()).toEqual(apiError('shifts.range_too_long', { days: 62 }));
    const reversed = await api.bulk(teams.manager, { ...body, start_date: '2033-01-02', end_date: '2033-01-01' });
    expect(reversed.json()).toEqual(apiError('shifts.bad_range'));
  });
});

describe('shift patterns', () => {
  it('applies a two-week cycle from its start date', async () => {
    const { early, late } = types;
    const days = [early, early, early, null, null, null, null, late, late, late, late, null, null, null];
    const created = await api.call(teams.manager, 'POST', '/api/shift_patterns', { name: 'Rotation', weeks: 2, days });
    expect(created.statusCode).toBe(201);
    const { pattern_id } = created.json();
    expect((await api.call(teams.manager, 'GET', '/api/shift_patterns')).json()).toContainEqual({
      pattern_id,
      name: 'Rotation',
      weeks: 2,
      days,
    });
    const applied = await api.call(teams.manager, 'POST', `/api/shift_patterns/${pattern_id}/apply`, {
      employee_ids: [teams.teamMate.id],
      start_date: '2032-05-03',
      end_date: '2032-05-30',
    });
    expect(applied.statusCode).toBe(201);
    const placed = (await shiftsOf(teams.teamMate.id)).filter((s) => s.shift_date >= '2032-05-03');
    const week = (first: number, type: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        shift_date: `2032-05-${String(first + i).padStart(2, '0')}`,
        shift_type_id: type,
        status: 'draft',
      }));
    expect(placed).toEqual([...week(3, early, 3), ...week(10, late, 4), ...week(17, early, 3), ...week(24, late, 4)]);
    const badLength = await api.call(teams.manager, 'POST', '/api/shift_patterns', {
      name: 'Bad',
      weeks: 2,
      days: days.slice(7),
    });
    expect(badLength.json()).toEqual(apiError('shifts.pattern_length', { days: 14 }));
    const byEmployee = await api.call(teams.employee, 'POST', `/api/shift_patterns/${pattern_id}/apply`, {
      employee_ids: [teams.employee.id],
      start_date: '2032-06-07',
      end_date: '2032-06-13',
    });
    expect(byEmployee.statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/shift_assignments/{id}', () => {
  it('moves a shift under the same rules and removes it, audited', async () => {
    const created = await api.assign(teams.manager, {
      employee_id: teams.teamMate.id,
      shift_date: '2032-07-05',
      shift_type_id: types.early,
    });
    const id = created.json().assignment_id;
    await api.assign(teams.manager, {
      employee_id: teams.teamMate.id,
      shift_date: '2032-07-07',
      shift_type_id: types.early,
    });
    const clash = await api.call(teams.manager, 'PUT', `/api/shift_assignments/${id}`, { shift_date: '2032-07-07' });
    expect(clash.json().code).toBe('shifts.overlap');
    const moved = await api.call(teams.manager, 'PUT', `/api/shift_assignments/${id}`, {
      shift_date: '2032-07-03',
      shift_type_id: types.late,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ shift_date: '2032-07-03', start_time: '14:00', status: 'draft' });
    const otherManager = await api.call(
      teams.otherManager,
      'DELETE',
      `/api/shift_assignments/${moved.json().assignment_id}`,
    );
    expect(otherManager.statusCode).toBe(403);
    const removed = await api.call(teams.manager, 'DELETE', `/api/shift_assignments/${moved.json().assignment_id}`);
    expect(removed.statusCode).toBe(200);
    expect((await shiftsOf(teams.teamMate.id)).filter((s) => s.shift_date.startsWith('2032-07'))).toEqual([
      { shift_date: '2032-07-07', shift_type_id: types.early, status: 'draft' },
    ]);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'shift.%')
      .where('actor_id', '=', teams.manager.id)
      .execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(
      new Set(['shift.assigned', 'shift.updated', 'shift.deleted']),
    );
    expect((await api.call(teams.manager, 'DELETE', '/api/shift_assignments/999999')).statusCode).toBe(404);
  });
});
