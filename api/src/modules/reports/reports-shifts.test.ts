import { grantVerification, OFFICE } from '../../test/attendance';
import { freezeDate, reportApi, signIn, type DashboardBody } from '../../test/reports-api';
import { pdfText } from '../../test/pdf-text';
import { giveShift } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// The week of Monday 16 March 2026, London (GMT). WORK_START_TIME 09:00 and GRACE_MINUTES 10 (the defaults):
// without a shift, someone not in is absent from 09:11. Nobody else is in this company but the admin.
let t: TestContext;
let api: ReturnType<typeof reportApi>;
let people: Record<'admin' | 'day' | 'noon' | 'off' | 'saturday', { id: number; email: string; password: string }>;
// Tokens live at most a day: each step signs in at its own time.
const adminHeaders = () => signIn(t, people.admin);

const at = (instant: string) => jest.setSystemTime(new Date(instant));

beforeAll(async () => {
  freezeDate(new Date('2026-03-16T08:00:00Z'));
  t = await createTestApp();
  api = reportApi(t);
  const employee = () => t.createUser('employee');
  people = {
    admin: await t.createUser('admin'),
    day: await employee(),
    noon: await employee(),
    off: await employee(),
    saturday: await employee(),
  };
  await giveShift(t.db, { employeeId: people.noon.id, date: '2026-03-18', start: '14:00', end: '22:00' });
  await giveShift(t.db, { employeeId: people.off.id, date: '2026-03-19', start: '14:00', end: '22:00' });
  await giveShift(t.db, { employeeId: people.saturday.id, date: '2026-03-21', start: '09:00', end: '17:00' });
}, 180_000);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const cards = async () => {
  const res = await api.dashboard(await adminHeaders());
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<DashboardBody>().dailyStats.map((c) => [c.label, c.value]));
};

describe('the home dashboard on a shift day', () => {
  it('counts someone whose shift starts at 14:00 not yet in at 10:00, absent at 14:20; a day off is neither', async () => {
    at('2026-03-18T10:00:00Z');
    // The admin and the day worker are absent on the company's day; the off worker has the day off.
    expect(await cards()).toMatchObject({ Absent: 2, 'Not Yet In': 1, 'Present On Time': 0 });
    at('2026-03-18T14:20:00Z');
    expect(await cards()).toMatchObject({ Absent: 3, 'Not Yet In': 0 });
  });
});

describe('reports over a week of shifts', () => {
  it("counts absences by each shift worker's days; a weekend shift makes its day a reported day", async () => {
    at('2026-03-22T18:00:00Z');
    const body = await api.body(await adminHeaders(), { start_date: '2026-03-16', end_date: '2026-03-22' });
    expect(body.line_chart).toEqual({
      dates: ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21'],
      present: [0, 0, 0, 0, 0, 0],
      // Every weekday the admin and the day worker; Wednesday the noon worker, Thursday the off worker (their
      // shift days); Saturday the saturday worker alone.
      absent: [2, 2, 3, 3, 2, 1],
    });
  });
});

describe('a night shift in the Excel export and the timesheet PDF', () => {
  it('shows the record of its start day on time with its hours, and the shift on the timesheet', async () => {
    at('2026-03-18T21:55:00Z');
    const nina = await t.createUser('employee');
    let headers = await signIn(t, nina);
    await giveShift(t.db, { employeeId: nina.id, date: '2026-03-18', start: '22:00', end: '06:00' });
    await giveShift(t.db, { employeeId: nina.id, date: '2026-03-20', start: '22:00', end: '06:00' });
    await grantVerification(t.db, nina.id);
    expect((await t.inject({ method: 'POST', url: '/api/clock_in', headers, payload: OFFICE })).statusCode).toBe(200);
    at('2026-03-19T06:02:00Z');
    headers = await signIn(t, nina);
    await grantVerification(t.db, nina.id);
    expect((await t.inject({ method: 'POST', url: '/api/clock_out', headers, payload: OFFICE })).statusCode).toBe(200);

    const pdf = await t.inject({
      method: 'GET',
      url: '/api/timesheet?start_date=2026-03-16&end_date=2026-03-22',
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('on time; Shift 22:00-06:00');
    expect(text).toContain('8.12');
    // Monday, a weekday without a shift in a week with shifts: a day off, not a missing day.
    expect(text).toContain('Day off');

    const logs = await t.inject({ method: 'GET', url: '/api/attendance_logs', headers });
    expect(logs.json()).toMatchObject([
      { attendance_date: '2026-03-18', discrepancy: 'on time', check_out_time: '2026-03-19T06:02:00.000Z' },
    ]);
  });
});

describe('a week of shifts with leave and a leaver, per day and per employee', () => {
  it('counts the same absences in the line chart and the bar chart, each day decided once', async () => {
    const { department_id } = await t.db
      .insertInto('departments')
      .values({ department_name: 'Rota' })
      .returning('department_id')
      .executeTakeFirstOrThrow();
    const members = [people.admin, people.day, people.noon, people.off, people.saturday];
    await t.db
      .insertInto('employee_departments')
      .values(members.map((m) => ({ employee_id: m.id, department_id })))
      .execute();
    const vacation = await t.db
      .selectFrom('leave_types')
      .select('leave_type_id')
      .where('name', '=', 'vacation')
      .executeTakeFirstOrThrow();
    // The noon worker's Monday (a day off of their shifts) and Wednesday (their shift) are leave.
    await t.db
      .insertInto('leave_requests')
      .values(
        ['2026-03-16', '2026-03-18'].map((day) => ({
          employee_id: people.noon.id,
          leave_type_id: vacation.leave_type_id,
          start_date: day,
          end_date: day,
          status: 'approved' as const,
        })),
      )
      .execute();
    at('2026-03-22T18:00:00Z');
    const headers = await adminHeaders();
    // The off worker leaves on Wednesday: their Thursday shift and Friday day off fall after it.
    await t.db
      .updateTable('employees')
      .set({ status: 'terminated', terminated_at: new Date('2026-03-18T15:00:00Z') })
      .where('employee_id', '=', people.off.id)
      .execute();

    const body = await api.body(headers, { start_date: '2026-03-16', end_date: '2026-03-22', department_id });
    // The admin and the day worker every weekday; the saturday worker on Saturday; the others on leave, off or gone.
    expect(body.line_chart.absent).toEqual([2, 2, 2, 2, 2, 1]);
    expect(body.summary_cards.totalOnLeave).toBe(2);
    const nameOf = (id: number) => body.employees.find((e) => e.employee_id === id)!.full_name;
    const bars = Object.fromEntries(body.bar_chart.labels.map((label, i) => [label, body.bar_chart.absent[i]]));
    // The leaver has no bar: nothing of the week is theirs to count.
    expect(bars).toEqual({
      [nameOf(people.admin.id)]: 5,
      [nameOf(people.day.id)]: 5,
      [nameOf(people.noon.id)]: 0,
      [nameOf(people.saturday.id)]: 1,
    });
  });
});
