import ExcelJS from 'exceljs';
import { employeeWithLocations, grantVerification, OFFICE } from '../../test/attendance';
import { pdfText } from '../../test/pdf-text';
import { freezeDate, reportApi } from '../../test/reports-api';
import { createTestApp, type TestContext } from '../../test/test-app';

// Wednesday 14 January 2026, London (GMT). In 09:00, a punched break 12:00-12:45, out 17:00: 7 h 15 min worked.
let t: TestContext;
beforeAll(async () => {
  freezeDate(new Date('2026-01-14T09:00:00Z'));
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
}, 180_000);
afterAll(async () => {
  await t.close();
  jest.useRealTimers();
});

const at = (clock: string) => jest.setSystemTime(new Date(`2026-01-14T${clock}:00Z`));
const DAY = { start_date: '2026-01-14', end_date: '2026-01-14' };

it('is the same figure on the status card, logs, home table, Excel and timesheet PDF', async () => {
  const admin = await t.signedIn('admin');
  const ben = await employeeWithLocations(t);
  const post = async (action: string) => {
    if (action.startsWith('clock')) await grantVerification(t.db, ben.id);
    const res = await t.inject({ method: 'POST', url: `/api/${action}`, headers: ben.headers, payload: OFFICE });
    expect(res.statusCode).toBe(200);
  };
  await post('clock_in');
  at('12:00');
  await post('break_start');
  at('12:45');
  await post('break_end');
  at('17:00');
  await post('clock_out');
  at('17:30');

  const get = (url: string, headers = ben.headers) => t.inject({ method: 'GET', url, headers });
  expect((await get('/api/current_status')).json()).toMatchObject({ worked_minutes: 435, break_minutes: 45 });
  expect((await get('/api/attendance_logs')).json()).toEqual([
    expect.objectContaining({ worked_minutes: 435, break_minutes: 45 }),
  ]);

  const dashboard = await reportApi(t).dashboard(admin.headers);
  const row = dashboard
    .json<{ employees: { id: number; workHours: number }[] }>()
    .employees.find((r) => r.id === ben.id);
  expect(row?.workHours).toBe(7.25);

  const report = await reportApi(t).download(admin.headers, { ...DAY, employee_id: ben.id });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
  expect(workbook.getWorksheet('Detail')!.getCell('F2').value).toBe(7.25);

  const timesheet = await t.inject({ method: 'GET', url: '/api/timesheet', headers: ben.headers, query: DAY });
  expect(pdfText(timesheet.rawPayload)).toContain('Period total 7.25');
});
