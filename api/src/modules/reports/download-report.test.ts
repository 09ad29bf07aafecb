import ExcelJS from 'exceljs';
import { expectCompleteCatalogue } from '../../test/catalogue-checks';
import { DEFAULT_PRESET, PRESETS } from '../payroll/payroll-fields';
import { EXPORT_CATALOGUES, type ExportKey } from './export-texts';
import { CARD_LABELS, FACE_REVIEW_LABELS, VERIFICATION_LABELS } from './messages';
import { freezeDate, reportApi } from '../../test/reports-api';
import { buildTestCompany, SUNDAY_EVENING, WEEK } from '../../test/reports-company';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../../test/test-app';
import { detailRows } from './detail-rows-repository';
import { loadWorkCalendar } from './work-calendar';

let t: TestContext;
let company: Awaited<ReturnType<typeof buildTestCompany>>;
let api: ReturnType<typeof reportApi>;

beforeAll(async () => {
  freezeDate(SUNDAY_EVENING);
  t = await createTestApp();
  company = await buildTestCompany(t);
  api = reportApi(t);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const week = { start_date: WEEK.first, end_date: WEEK.last };

/** The admin's export, in `language` when given (Accept-Language). */
async function downloadWorkbook(query: Record<string, string | number>, language?: string) {
  const headers = language ? { ...company.admin.headers, 'accept-language': language } : company.admin.headers;
  const res = await api.download(headers, query);
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, workbook };
}

describe("the export's words (reports/texts/*.json)", () => {
  it.each(Object.keys(EXPORT_CATALOGUES))('%s: has every key, none empty, with the English parameters', (language) =>
    expectCompleteCatalogue(EXPORT_CATALOGUES, language),
  );

  it("keeps the English the screens' cards and the payroll presets use", () => {
    const english = EXPORT_CATALOGUES.en;
    for (const [key, label] of Object.entries(CARD_LABELS)) expect(english[`card.${key}` as ExportKey]).toBe(label);
    for (const [key, label] of Object.entries(FACE_REVIEW_LABELS))
      expect(english[`face_review.${key}` as ExportKey]).toBe(label);
    expect(english['verification.face']).toBe(VERIFICATION_LABELS.face);
    for (const { field, header } of PRESETS[DEFAULT_PRESET].mapping.columns) {
      expect([field, english[`payroll_export.${field}` as ExportKey]]).toEqual([field, header]);
    }
  });

  it("names the sheets and headings in the caller's language", async () => {
    const { workbook } = await downloadWorkbook(week, 'de');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Übersicht', 'Täglich', 'Details']);
    expect((workbook.worksheets[2]!.getRow(1).values as string[]).slice(1, 5)).toEqual([
      'Datum',
      'Mitarbeiter',
      'Abteilungen',
      'Kommen',
    ]);
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe('Abteilungen');
  });

  it("words the Detail sheet's stored values in the caller's language, as the screens do", async () => {
    await t.db
      .updateTable('attendance_records')
      .set({ check_in_corrected: true })
      .where('employee_id', '=', company.eve.id)
      .where('attendance_date', '=', '2025-01-07')
      .execute();
    try {
      const { workbook } = await downloadWorkbook(week, 'de');
      const rows = rowsOf(workbook.worksheets[2]!);
      const column = (index: number) => [...new Set(rows.map((row) => row[index]))].sort();
      expect(column(6)).toEqual(['im Büro', 'remote']);
      // The company's 'early' is no value the api writes: it stays as stored.
      expect(column(8)).toEqual(['12 Min. zu spät', 'early', 'pünktlich']);
      expect(column(9)).toEqual(['Kommen', undefined]);
      expect(column(10)).toEqual(['Gesicht']);
    } finally {
      await t.db.updateTable('attendance_records').set({ check_in_corrected: false }).execute();
    }
  });
});

const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(2)
    .map((row) => (row as unknown[]).slice(1));
const excelTime = (text: string) => new Date(`1899-12-30T${text}Z`);

describe('download_report', () => {
  it('names the file after the dates asked, or "all"', async () => {
    const { res } = await downloadWorkbook(week);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Attendance_Report_2025-01-06_to_2025-01-12.xlsx"',
    );
    const open = await api.download(company.admin.headers);
    expect(open.headers['content-disposition']).toBe('attachment; filename="Attendance_Report_all_to_all.xlsx"');
  });

  it('has the cards on the Summary sheet and the line chart on the Daily sheet', async () => {
    const { workbook } = await downloadWorkbook(week);
    const report = await api.body(company.admin.headers, week);
    const summary = Object.fromEntries(rowsOf(workbook.getWorksheet('Summary')!) as [string, unknown][]);
    for (const [key, label] of Object.entries(CARD_LABELS)) {
      expect(summary[label]).toBe(report.summary_cards[key as keyof typeof CARD_LABELS]);
    }
    expect([summary.From, summary.To]).toEqual(['2025-01-06', '2025-01-12']);
    const daily = rowsOf(workbook.getWorksheet('Daily')!);
    expect(daily.map(([date]) => (date as Date).toISOString().slice(0, 10))).toEqual(report.line_chart.dates);
    expect(daily.map(([, present, absent]) => [present, absent])).toEqual(
      report.line_chart.present.map((present, i) => [present, report.line_chart.absent[i]]),
    );
  });

  it('lists every record of the range on the Detail sheet, weekend work included, with formats, frozen header and filters', async () => {
    const { workbook } = await downloadWorkbook(week);
    const detail = workbook.getWorksheet('Detail')!;
    const records = await t.db
      .selectFrom('attendance_records')
      .select('record_id')
      .where('attendance_date', '>=', WEEK.first)
      .execute();
    const rows = rowsOf(detail);
    expect(rows).toHaveLength(records.length);
    expect(detail.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Employee',
      'Departments',
      'Check In',
      'Check Out',
      'Hours',
      'Clock-in Type',
      'Location',
      'Discrepancy',
      'Corrected',
      'Verification',
    ]);
    expect(detail.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(detail.autoFilter).toBe('A1:K1');
    expect(detail.getColumn(8).width).toBe(44);
    expect(detail.getCell('A2').numFmt).toBe('mmmm d, yyyy');
    expect(detail.getCell('D2').numFmt).toBe('h:mm:ss AM/PM');

    const eveName = (await api.body(company.admin.headers, week)).employees.find(
      (e) => e.employee_id === company.eve.id,
    )!.full_name;
    const eveOnTuesday = rows.find(
      (row) => row[1] === eveName && (row[0] as Date).toISOString().startsWith('2025-01-07'),
    )!;
    expect(eveOnTuesday).toEqual([
      new Date('2025-01-07T00:00:00Z'),
      eveName,
      'Floor, Sales',
      excelTime('09:03:00'),
      excelTime('17:33:00'),
      // Hours worked: 8.5 less the automatic 30 min break (none punched).
      8,
      'remote',
      'POINT(-0.0885 51.5155)',
      'on time',
      undefined,
      'Face',
    ]);
    // Wednesday's records were left open: by Sunday they read as closed automatically at 17:00 + 120 minutes.
    const openRecord = rows.find((row) => (row[0] as Date).toISOString().startsWith('2025-01-08'))!;
    expect(openRecord[4]).toEqual(excelTime('19:00:00'));
    expect(openRecord[5]).toBeGreaterThan(9);
  });

  it('marks which side of a record an approved correction set, and no other record', async () => {
    const mark = (id: number, date: string, sides: { check_in_corrected?: boolean; check_out_corrected?: boolean }) =>
      t.db
        .updateTable('attendance_records')
        .set(sides)
        .where('employee_id', '=', id)
        .where('attendance_date', '=', date)
        .execute();
    await mark(company.eve.id, '2025-01-07', { check_in_corrected: true });
    await mark(company.eve.id, '2025-01-09', { check_out_corrected: true });
    await mark(company.amy.id, '2025-01-07', { check_in_corrected: true, check_out_corrected: true });
    try {
      const detail = (await downloadWorkbook(week)).workbook.getWorksheet('Detail')!;
      const corrected = new Map<string, unknown>();
      detail.eachRow((row, index) => {
        const value = row.getCell(10).value;
        if (index > 1 && value)
          corrected.set(`${row.getCell(2).value} ${(row.getCell(1).value as Date).toISOString().slice(0, 10)}`, value);
      });
      const { employees } = await api.body(company.admin.headers, week);
      const name = (id: number) => employees.find((e) => e.employee_id === id)!.full_name;
      expect(Object.fromEntries(corrected)).toEqual({
        [`${name(company.eve.id)} 2025-01-07`]: 'clock in',
        [`${name(company.eve.id)} 2025-01-09`]: 'clock out',
        [`${name(company.amy.id)} 2025-01-07`]: 'clock in, clock out',
      });
    } finally {
      await t.db
        .updateTable('attendance_records')
        .set({ check_in_corrected: false, check_out_corrected: false })
        .execute();
    }
  });

  it('keeps to the filters: one department', async () => {
    const { workbook } = await downloadWorkbook({ ...week, department_id: company.sales });
    const departments = new Set(rowsOf(workbook.getWorksheet('Detail')!).map((row) => row[2]));
    expect([...departments].sort()).toEqual(['Floor, Sales', 'Sales']);
  });

  it('walks the records in chunks without losing or repeating one', async () => {
    const calendar = await loadWorkCalendar(t.db);
    const people = [company.eve, company.amy, company.manager, company.dan, company.ben].map((p) => p.id);
    const chunks: { date_serial: number; employee_id: number }[][] = [];
    for await (const chunk of detailRows(t.db, people, WEEK, calendar, { size: 4 })) chunks.push(chunk);
    const keys = chunks.flat().map((row) => `${people.indexOf(row.employee_id)}/${row.date_serial}`);
    expect(chunks.length).toBeGreaterThan(3);
    expect(keys).toEqual([...new Set(keys)].sort());
    expect(keys).toHaveLength(4 + 6 + 5 + 3 + 2);
  });
});
