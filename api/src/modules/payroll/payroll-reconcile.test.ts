import ExcelJS from 'exceljs';
import type { Member } from '../../test/leave-fixtures';
import { GOLDEN, PAY_WEEK, seedPayWeek } from '../../test/payroll-fixtures';
import { pdfText } from '../../test/pdf-text';
import { reportApi } from '../../test/reports-api';
import { createTestApp, type TestContext } from '../../test/test-app';

/*
 * The same people and dates three ways: the payroll CSV (regular + overtime of every rate), the timesheet PDF's
 * period total (timesheet-lines.ts) and the reports' Excel Detail rows. They must agree to the minute, and with the
 * golden figures, so that a change to any one of them fails here.
 */
let t: TestContext;
let seeded: Awaited<ReturnType<typeof seedPayWeek>>;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedPayWeek(t);
}, 180_000);
afterAll(() => t.close());

const DATES = { start_date: PAY_WEEK.first, end_date: PAY_WEEK.last };
const minutesOf = (hours: string | number) => Math.round(Number(hours) * 60);

async function payrollCsv(admin: Member) {
  const res = await t.inject({
    method: 'GET',
    url: `/api/payroll_export?period_id=${seeded.periodId}&format=csv`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  const [header, ...lines] = res.body
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  return new Map(
    lines.map((cells) => [Number(cells[0]), Object.fromEntries(header!.map((name, i) => [name, cells[i]!]))]),
  );
}

/** Regular plus overtime of every rate class: what was worked, as payroll pays it. */
function payrollWorked(row: Record<string, string>) {
  return [
    'regular_hours',
    'overtime_weekday_hours',
    'overtime_weekend_hours',
    'overtime_holiday_hours',
    'overtime_night_hours',
  ]
    .map((column) => minutesOf(row[column]!))
    .reduce((a, b) => a + b, 0);
}

async function timesheetWorked(admin: Member, employeeId: number) {
  const res = await t.inject({
    method: 'GET',
    url: '/api/timesheet',
    headers: admin.headers,
    query: { ...DATES, employee_id: String(employeeId) },
  });
  expect(res.statusCode).toBe(200);
  const total = /Period total ([\d.]+)/.exec(pdfText(res.rawPayload));
  return minutesOf(total![1]!);
}

async function reportsWorked(admin: Member, employeeId: number) {
  const res = await reportApi(t).download(admin.headers, { ...DATES, employee_id: employeeId });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  let minutes = 0;
  workbook.getWorksheet('Detail')!.eachRow((row, index) => {
    if (index > 1) minutes += minutesOf(row.getCell('F').value as number);
  });
  return minutes;
}

async function reportsAbsent(admin: Member, employeeId: number) {
  const body = await reportApi(t).body(admin.headers, { ...DATES, employee_id: employeeId });
  return (body as unknown as { summary_cards: { totalAbsent: number } }).summary_cards.totalAbsent;
}

it('payroll, timesheet PDF and reports agree to the minute on worked time, and on absences', async () => {
  const { admin, employee, teamMate, otherEmployee } = seeded.teams;
  const csv = await payrollCsv(admin);
  const people = [
    [employee, GOLDEN.employee],
    [teamMate, GOLDEN.teamMate],
    [otherEmployee, GOLDEN.otherEmployee],
  ] as const;
  const sums = { payroll: 0, timesheet: 0, reports: 0, golden: 0 };
  for (const [person, golden] of people) {
    const row = csv.get(person.id)!;
    const figures = {
      payroll: payrollWorked(row),
      timesheet: await timesheetWorked(admin, person.id),
      reports: await reportsWorked(admin, person.id),
      golden: golden.worked,
    };
    expect({ id: person.id, ...figures }).toEqual({
      id: person.id,
      payroll: golden.worked,
      timesheet: golden.worked,
      reports: golden.worked,
      golden: golden.worked,
    });
    for (const key of Object.keys(sums) as Array<keyof typeof sums>) sums[key] += figures[key];
    expect(Number(row.absence_days)).toBe(await reportsAbsent(admin, person.id));
  }
  expect(sums.payroll).toBe(sums.timesheet);
  expect(sums.timesheet).toBe(sums.reports);
  expect(sums.reports).toBe(sums.golden);
});
