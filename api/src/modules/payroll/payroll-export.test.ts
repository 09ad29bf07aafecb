import ExcelJS from 'exceljs';
import { csvRows, GOLDEN, hours, seedPayWeek } from '../../test/payroll-fixtures';
import { PRESETS } from './payroll-fields';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { Member } from '../../test/leave-fixtures';

let t: TestContext;
let seeded: Awaited<ReturnType<typeof seedPayWeek>>;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedPayWeek(t);
}, 180_000);
afterAll(() => t.close());

const download = (who: Member, format: 'csv' | 'xlsx', periodId = seeded.periodId) =>
  t.inject({ method: 'GET', url: `/api/payroll_export?period_id=${periodId}&format=${format}`, headers: who.headers });
const putMapping = (who: Member, payload: object) =>
  t.inject({ method: 'PUT', url: '/api/payroll_mapping', headers: who.headers, payload });

describe('payroll export (Generic CSV)', () => {
  it('writes the golden week of each person, in decimal hours', async () => {
    const res = await download(seeded.teams.admin, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Payroll_2025-11-10_2025-11-16.csv"');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const rows = csvRows(res.body);
    const { employee, teamMate, otherEmployee } = seeded.teams;
    expect(rows.get(employee.id)).toMatchObject({
      period_start: '2025-11-10',
      period_end: '2025-11-16',
      regular_hours: hours(GOLDEN.employee.regular),
      overtime_weekday_hours: hours(GOLDEN.employee.overtime_weekday),
      overtime_weekend_hours: '0.00',
      overtime_holiday_hours: hours(GOLDEN.employee.overtime_holiday),
      overtime_night_hours: '0.00',
      'leave_hours: Vacation': hours(GOLDEN.employee.vacation),
      holiday_hours: '0.00',
      absence_days: '1',
      break_hours: hours(GOLDEN.employee.breaks),
    });
    // The night shift's minutes after midnight stay on Thursday: the whole shift is in this week's regular hours.
    expect(rows.get(teamMate.id)).toMatchObject({
      regular_hours: hours(GOLDEN.teamMate.regular),
      break_hours: hours(GOLDEN.teamMate.breaks),
      absence_days: '0',
      holiday_hours: '0.00',
    });
    expect(rows.get(otherEmployee.id)).toMatchObject({
      regular_hours: '0.00',
      holiday_hours: hours(GOLDEN.otherEmployee.holiday),
      absence_days: String(GOLDEN.otherEmployee.absence_days),
    });
  });

  it('gives a manager their team only, and refuses an employee and an unknown period', async () => {
    const { manager, employee, teamMate, otherEmployee } = seeded.teams;
    const rows = csvRows((await download(manager, 'csv')).body);
    expect([...rows.keys()].sort()).toEqual([manager.id, employee.id, teamMate.id].sort());
    expect(rows.has(otherEmployee.id)).toBe(false);
    expect((await download(employee, 'csv')).statusCode).toBe(403);
    const missing = await download(seeded.teams.admin, 'csv', 999_999);
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Pay period not found.']);
  });
});

describe('payroll mapping', () => {
  it('serves the presets and the saved mapping, admins only', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/payroll_mapping', headers: seeded.teams.admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mapping.preset).toBe('generic_csv');
    expect(body.presets.map((p: { name: string }) => p.name)).toEqual(['Generic CSV', 'Excel layout']);
    const denied = await t.inject({
      method: 'GET',
      url: '/api/payroll_mapping',
      headers: seeded.teams.manager.headers,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('refuses a blank name or a field twice, saving nothing', async () => {
    const blank = await putMapping(seeded.teams.admin, {
      preset: 'custom',
      duration_format: 'decimal',
      columns: [
        { field: 'employee_id', header: 'id' },
        { field: 'regular', header: '  ' },
      ],
    });
    expect([blank.statusCode, blank.json().error]).toEqual([400, 'Column 2 needs a name.']);
    const twice = await putMapping(seeded.teams.admin, {
      preset: 'custom',
      duration_format: 'decimal',
      columns: [
        { field: 'regular', header: 'a' },
        { field: 'regular', header: 'b' },
      ],
    });
    expect([twice.statusCode, twice.json().error]).toEqual([400, 'The field regular is mapped twice.']);
    expect(await t.db.selectFrom('payroll_mapping').selectAll().execute()).toEqual([]);
  });

  it('writes the saved columns in their order, as HH:MM, and keeps text from becoming a formula', async () => {
    const { admin, employee } = seeded.teams;
    await t.db
      .updateTable('employees')
      .set({ last_name: '=HYPERLINK("x", "y")' })
      .where('employee_id', '=', employee.id)
      .execute();
    const saved = await putMapping(admin, {
      preset: 'custom',
      duration_format: 'hhmm',
      columns: [
        { field: 'employee_id', header: 'Personnel no' },
        { field: 'last_name', header: 'Name, last' },
        { field: 'overtime_weekday', header: 'OT 125%' },
        { field: 'regular', header: 'Regular' },
        { field: 'leave_total', header: 'Leave' },
      ],
    });
    expect([saved.statusCode, saved.json().message]).toEqual([200, 'Payroll export mapping saved.']);
    const res = await download(admin, 'csv');
    const [header, ...lines] = res.body.trimEnd().split('\r\n');
    expect(header).toBe('Personnel no,"Name, last",OT 125%,Regular,Leave');
    expect(lines).toContain(`${employee.id},"'=HYPERLINK(""x"", ""y"")",1:30,15:15,3:45`);
  });

  it("names the default columns and the sheet in the caller's language; a saved mapping keeps its names", async () => {
    const { admin } = seeded.teams;
    // The default preset's names: no saved mapping.
    await t.db.deleteFrom('payroll_mapping').execute();
    const german = (format: 'csv' | 'xlsx') =>
      t.inject({
        method: 'GET',
        url: `/api/payroll_export?period_id=${seeded.periodId}&format=${format}`,
        headers: { ...admin.headers, 'accept-language': 'de' },
      });
    expect((await german('csv')).body.split('\r\n')[0]).toMatch(/^personalnummer,nachname,vorname,zeitraum_beginn,/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await german('xlsx')).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('Lohnabrechnung');
    const excel = (await t.inject({ method: 'GET', url: '/api/payroll_mapping', headers: admin.headers })).json()
      .presets[1].mapping;
    expect((await putMapping(admin, excel)).statusCode).toBe(200);
    await workbook.xlsx.load((await german('xlsx')).rawPayload as unknown as ArrayBuffer);
    expect((workbook.getWorksheet('Lohnabrechnung')!.getRow(1).values as string[]).slice(1, 3)).toEqual([
      'Employee',
      'Departments',
    ]);
  });

  it('writes the Excel layout as a workbook, durations as [h]:mm', async () => {
    const { admin } = seeded.teams;
    const excel = (await t.inject({ method: 'GET', url: '/api/payroll_mapping', headers: admin.headers })).json()
      .presets[1].mapping;
    expect((await putMapping(admin, excel)).statusCode).toBe(200);
    const res = await download(admin, 'xlsx');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Payroll_2025-11-10_2025-11-16.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payroll')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(['Employee', 'Departments', 'Worked', 'Regular']);
    expect(headers).toContain('Leave: Vacation');
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((r) => rows.push(r));
    const row = rows.find((r) => String(r.getCell(1).value).endsWith('"x", "y")'))!;
    // exceljs reads a time-formatted number back as a Date from 1899-12-30.
    expect((row.getCell(3).value as Date).getTime() - Date.UTC(1899, 11, 30)).toBe(GOLDEN.employee.worked * 60_000);
    expect(row.getCell(3).numFmt).toBe('[h]:mm');
  });
});

// Last: it adds to the golden week.
describe('time in lieu and hourly leave', () => {
  it('keeps overtime credited to time in lieu out of regular and paid hours, and counts hourly leave by its minutes', async () => {
    const { admin, teamMate, otherEmployee } = seeded.teams;
    expect((await putMapping(admin, PRESETS.generic_csv.mapping)).statusCode).toBe(200);
    const before = csvRows((await download(admin, 'csv')).body);
    await t.db
      .insertInto('overtime')
      .values({
        employee_id: teamMate.id,
        kind: 'day',
        period_date: '2025-11-11',
        minutes: 60,
        rate_class: 'weekday',
        status: 'approved',
        approved_minutes: 60,
        compensation: 'time_in_lieu',
        decided_at: new Date(),
      })
      .execute();
    const lieu = await t.db
      .selectFrom('leave_types')
      .select('leave_type_id')
      .where('name', '=', 'time_in_lieu')
      .executeTakeFirstOrThrow();
    // Two hours each weekday: the days otherEmployee was absent count 2 h each; their holidays take none.
    for (const day of ['2025-11-10', '2025-11-11', '2025-11-12', '2025-11-13', '2025-11-14']) {
      await t.db
        .insertInto('leave_requests')
        .values({
          employee_id: otherEmployee.id,
          leave_type_id: lieu.leave_type_id,
          start_date: day,
          end_date: day,
          start_time: '09:00',
          end_time: '11:00',
          status: 'approved',
        })
        .execute();
    }
    const after = csvRows((await download(admin, 'csv')).body);
    expect(after.get(teamMate.id)).toMatchObject({
      regular_hours: hours(GOLDEN.teamMate.regular - 60),
      overtime_weekday_hours: before.get(teamMate.id)!.overtime_weekday_hours,
      overtime_time_in_lieu_hours: '1.00',
    });
    expect(after.get(otherEmployee.id)).toMatchObject({
      'leave_hours: Time in lieu': hours(120 * GOLDEN.otherEmployee.absence_days),
      absence_days: '0',
      holiday_hours: hours(GOLDEN.otherEmployee.holiday),
    });
  });
});
