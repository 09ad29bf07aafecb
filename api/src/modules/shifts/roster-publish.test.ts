import { apiError } from '../../test/api-error';
import { createTeams, leaveApi, outboxTo } from '../../test/leave-fixtures';
import { createShiftTypes, departmentOf, shiftsApi, type ShiftTypeIds } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let types: ShiftTypeIds;
let api: ReturnType<typeof shiftsApi>;
let ward: number;

const WEEK = '2032-09-06'; // a Monday

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  types = await createShiftTypes(t, teams.admin);
  api = shiftsApi(t);
  ward = await departmentOf(t, 'Ward', [teams.employee, teams.teamMate, teams.otherEmployee]);
  const res = await api.bulk(teams.manager, {
    employee_ids: [teams.employee.id],
    start_date: WEEK,
    end_date: '2032-09-08',
    shift_type_id: types.early,
  });
  expect(res.statusCode).toBe(201);
  const other = await api.assign(teams.otherManager, {
    employee_id: teams.otherEmployee.id,
    shift_date: '2032-09-07',
    shift_type_id: types.late,
  });
  expect(other.statusCode).toBe(201);
});
afterAll(() => t.close());

const week = `start=${WEEK}&end=2032-09-12`;
const listed = async (who: typeof teams.admin, query = week) =>
  (await api.list(who, query)).json<Array<{ employee_id: number; shift_date: string; status: string }>>();

describe('POST /api/roster/publish', () => {
  it('keeps drafts from employees and shows them to their planners', async () => {
    expect(await listed(teams.employee)).toEqual([]);
    expect((await listed(teams.manager)).map((s) => [s.employee_id, s.status])).toEqual([
      [teams.employee.id, 'draft'],
      [teams.employee.id, 'draft'],
      [teams.employee.id, 'draft'],
    ]);
    expect(await listed(teams.admin)).toHaveLength(4);
  });

  it('refuses a day other than Monday, an unknown department, someone without reports in it, and employees', async () => {
    const notMonday = await api.publish(teams.manager, { week_start: '2032-09-07', department_id: ward });
    expect(notMonday.json()).toEqual(apiError('shifts.not_monday'));
    const unknown = await api.publish(teams.manager, { week_start: WEEK, department_id: 999999 });
    expect(unknown.json()).toEqual(apiError('shifts.department_not_found'));
    const empty = await departmentOf(t, 'Front desk', [teams.loner]);
    const notTheirs = await api.publish(teams.manager, { week_start: WEEK, department_id: empty });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toEqual(apiError('shifts.not_your_department'));
    expect((await api.publish(teams.employee, { week_start: WEEK, department_id: ward })).statusCode).toBe(403);
  });

  it("publishes the manager's people's drafts of the week, records it and mails each their shifts", async () => {
    const res = await api.publish(teams.manager, { week_start: WEEK, department_id: ward });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Published 3 shifts for 1 people.', published: 3 });
    expect((await listed(teams.employee)).map((s) => [s.shift_date, s.status])).toEqual([
      ['2032-09-06', 'published'],
      ['2032-09-07', 'published'],
      ['2032-09-08', 'published'],
    ]);
    // The other manager's report's draft stays a draft.
    expect(await listed(teams.otherEmployee)).toEqual([]);
    const [mail] = outboxTo(t, teams.employee.email);
    expect(mail!.subject).toBe('Your shifts for the week of Monday, September 6, 2032');
    expect(mail!.text).toContain('Monday, September 6, 2032: Early 06:00-14:00');
    expect(mail!.text).toContain('Wednesday, September 8, 2032: Early 06:00-14:00');
    expect(outboxTo(t, teams.teamMate.email)).toEqual([]);
    const publications = await t.db.selectFrom('roster_publications').selectAll().execute();
    expect(publications).toEqual([
      expect.objectContaining({ department_id: ward, week_start: WEEK, published_by: teams.manager.id }),
    ]);
  });

  it('keeps a changed published shift published and mails the person, and mails a removal', async () => {
    const [, , wednesday] = (await api.list(teams.manager, week)).json<Array<{ assignment_id: number }>>();
    const changed = await api.call(teams.manager, 'PUT', `/api/shift_assignments/${wednesday!.assignment_id}`, {
      shift_type_id: types.late,
    });
    expect(changed.json()).toMatchObject({ shift_date: '2032-09-08', start_time: '14:00', status: 'published' });
    const mails = outboxTo(t, teams.employee.email);
    expect(mails[1]!.subject).toBe('Your shift on Wednesday, September 8, 2032 was changed');
    expect(mails[1]!.text).toContain('Before: Wednesday, September 8, 2032: Early 06:00-14:00');
    expect(mails[1]!.text).toContain('Now: Wednesday, September 8, 2032: Late 14:00-22:00');
    const removed = await api.call(teams.manager, 'DELETE', `/api/shift_assignments/${changed.json().assignment_id}`);
    expect(removed.statusCode).toBe(200);
    expect(outboxTo(t, teams.employee.email)[2]!.subject).toBe(
      'Your shift on Wednesday, September 8, 2032 was removed',
    );
    expect(await listed(teams.employee)).toHaveLength(2);
  });
});

interface RosterBody {
  dates: string[];
  people: Array<{
    employee_id: number;
    name: string;
    days: Array<{
      date: string;
      shift: { status: string; start_time: string } | null;
      leave: unknown;
      holiday: string | null;
      attendance: string | null;
    }>;
  }>;
}

describe('GET /api/roster', () => {
  it('gives per person and day the shift, leave and holiday of the department', async () => {
    const leave = leaveApi(t);
    const requestId = await leave.file(teams.teamMate, { start_date: '2032-09-09', end_date: '2032-09-10' });
    await leave.decide(teams.manager, requestId, 'approve');
    await leave.decide(teams.admin, requestId, 'approve');
    await t.inject({
      method: 'POST',
      url: '/api/holidays',
      headers: teams.admin.headers,
      payload: { holiday_date: '2032-09-11', name: 'Harvest Day' },
    });
    const res = await api.roster(teams.admin, `${week}&department_id=${ward}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<RosterBody>();
    expect(body.dates).toHaveLength(7);
    expect(body.people.map((p) => p.employee_id).sort()).toEqual(
      [teams.employee.id, teams.teamMate.id, teams.otherEmployee.id].sort(),
    );
    const employee = body.people.find((p) => p.employee_id === teams.employee.id)!;
    expect(employee.days.map((d) => d.shift?.start_time ?? null)).toEqual([
      '06:00',
      '06:00',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(employee.days[1]).toEqual({
      date: '2032-09-07',
      shift: expect.objectContaining({ shift_type_id: types.early, end_time: '14:00', status: 'published' }),
      leave: null,
      holiday: null,
      attendance: null,
    });
    expect(employee.days[5]!.holiday).toBe('Harvest Day');
    const teamMate = body.people.find((p) => p.employee_id === teams.teamMate.id)!;
    expect(teamMate.days[3]!.leave).toEqual({ leave_type: 'Vacation', half_day: false });
    const other = body.people.find((p) => p.employee_id === teams.otherEmployee.id)!;
    expect(other.days[1]!.shift).toMatchObject({ status: 'draft' });
  });

  it('shows a manager their reports, an employee their own published shifts only', async () => {
    const ids = async (who: typeof teams.admin) =>
      (await api.roster(who, `${week}&department_id=${ward}`)).json<RosterBody>().people.map((p) => p.employee_id);
    expect((await ids(teams.manager)).sort()).toEqual([teams.employee.id, teams.teamMate.id].sort());
    expect(await ids(teams.otherEmployee)).toEqual([teams.otherEmployee.id]);
    const own = (await api.roster(teams.otherEmployee, week)).json<RosterBody>();
    expect(own.people[0]!.days.every((d) => d.shift === null)).toBe(true);
  });

  it('refuses more than 62 days', async () => {
    const res = await api.roster(teams.admin, 'start=2032-01-01&end=2032-03-03');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiError('shifts.range_too_long', { days: 62 }));
    expect((await api.roster(teams.admin, 'start=2032-01-01&end=2032-03-02')).statusCode).toBe(200);
  });

  it("measures past days against the shift, else the company's working day", async () => {
    const past = '2024-03-04'; // a Monday; London is on UTC then
    const bulk = await api.bulk(teams.manager, {
      employee_ids: [teams.employee.id],
      start_date: past,
      end_date: '2024-03-06',
      shift_type_id: types.late,
    });
    expect(bulk.statusCode).toBe(201);
    const clockIn = (employee_id: number, attendance_date: string, time: string) => ({
      employee_id,
      attendance_date,
      check_in_time: `${attendance_date}T${time}:00Z`,
    });
    await t.db
      .insertInto('attendance_records')
      .values([
        clockIn(teams.employee.id, '2024-03-04', '14:08'), // late shift, within grace
        clockIn(teams.employee.id, '2024-03-05', '14:30'), // late
        clockIn(teams.teamMate.id, '2024-03-05', '09:05'),
        clockIn(teams.teamMate.id, '2024-03-06', '14:05'), // late against 09:00
      ])
      .execute();
    const body = (
      await api.roster(teams.manager, `start=${past}&end=2024-03-10&department_id=${ward}`)
    ).json<RosterBody>();
    const statuses = (id: number) => body.people.find((p) => p.employee_id === id)!.days.map((d) => d.attendance);
    expect(statuses(teams.employee.id)).toEqual([
      'present',
      'late',
      'absent',
      'day off',
      'day off',
      'day off',
      'day off',
    ]);
    expect(statuses(teams.teamMate.id)).toEqual([
      'absent',
      'present',
      'late',
      'absent',
      'absent',
      'day off',
      'day off',
    ]);
  });
});
