import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { apiSession, type ApiSession } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { clockAt, type TestClock, zonedInstant } from '../support/clock';
import { COMPANY_TIME_ZONE, DEMO, DEMO_PASSWORD } from '../support/demo';
import { ARTIFACTS, FACES, OFFICE_GEOLOCATION } from '../support/fake-camera';
import { enrolNewcomer, OFFICE_NAME } from '../support/newcomer';
import { pdfText } from '../support/pdf';
import { type RunningServer, startServer } from '../support/server';
import { signedInPage } from '../support/session';

/*
 * Issue 24's walk through paid time: a Wednesday of a weekly pay period. The newcomer works 08:55-18:55 with a
 * 30-minute break taken on a phone: 570 minutes against the company's 450 (09:00-17:00 less the automatic 30),
 * 120 minutes of overtime. The manager approves 90 of them, the admin locks the week, a correction inside it is
 * refused, and the payroll CSV pays the 90 and adds up to the timesheet PDF's total.
 */
const DAY = '2027-04-14';
const NEXT_DAY = '2027-04-15';
const WEEK = { start: '2027-04-12', end: '2027-04-18', name: 'Week 15 2027' };
const at = (date: string, time: string): TestClock => clockAt(zonedInstant(date, time, COMPANY_TIME_ZONE));
const WORKER = { first: 'Paula', last: 'Hart', email: 'paula.hart@acme.example', password: 'Paula#Hours2027' };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PLACE: BrowserContextOptions = {
  permissions: ['geolocation'],
  geolocation: OFFICE_GEOLOCATION,
  timezoneId: COMPANY_TIME_ZONE,
};
const TEN_HOURS_MS = 600 * 60_000;
const HALF_HOUR_MS = 30 * 60_000;

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;
let worker: ApiSession;
let workerId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, at(DAY, '08:55')), launchBrowser()]);
  ({ admin, newcomer: worker } = await enrolNewcomer(server, WORKER, 'A1-faceid.png', DAY));
  const people = await admin.json<{ employee_id: number; email: string }[]>('employees_list');
  workerId = people.find((person) => person.email === WORKER.email)!.employee_id;
  const created = await admin.call('pay_periods', {
    method: 'POST',
    body: JSON.stringify({ frequency: 'weekly', start_date: WEEK.start, count: 1 }),
  });
  if (created.status !== 201) throw new Error(`pay period: ${created.status} ${await created.text()}`);
}, 240_000);

/** Moves the api's clock to `next`, and signs the api sessions in again (their tokens expired on the way). */
async function moveClockTo(next: TestClock): Promise<void> {
  server = await server.moveClockTo(next);
  [admin, worker] = await Promise.all([
    apiSession(server.url, DEMO.admin, DEMO_PASSWORD),
    apiSession(server.url, WORKER.email, WORKER.password),
  ]);
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A face check and a clock action through the api, as the attendance screen sends them: seconds apart. */
async function clock(action: 'clock_in' | 'clock_out'): Promise<void> {
  const photo = readFileSync(path.join(FACES, 'A2-webcam.png')).toString('base64');
  const verified = await worker.call('verify_face', {
    method: 'POST',
    body: JSON.stringify({ image: `data:image/png;base64,${photo}` }),
  });
  if (verified.status !== 200) throw new Error(`verify_face: ${verified.status} ${await verified.text()}`);
  const { latitude, longitude } = OFFICE_GEOLOCATION;
  const done = await worker.call(action, { method: 'POST', body: JSON.stringify({ latitude, longitude }) });
  if (done.status !== 200) throw new Error(`${action}: ${done.status} ${await done.text()}`);
}

async function attendanceOnPhone(): Promise<Page> {
  const page = await signedInPage(
    browser,
    server.url,
    WORKER.email,
    { ...PHONE, ...PLACE },
    server.clock,
    WORKER.password,
  );
  await page.goto('/attendance');
  await page.getByText(OFFICE_NAME, { exact: true }).waitFor({ timeout: 20_000 });
  return page;
}

const signedIn = (email: string, clockNow: TestClock, options: BrowserContextOptions = {}, password?: string) =>
  signedInPage(browser, server.url, email, { ...PLACE, ...options }, clockNow, password);

test('the newcomer takes a break on a 390 px phone between clocking in and out', async () => {
  await clock('clock_in');
  const { check_in_time: checkIn } = await worker.json<{ check_in_time: string }>('current_status');

  await moveClockTo(at(DAY, '12:30'));
  let page = await attendanceOnPhone();
  await page.getByRole('button', { name: 'Start break' }).click();
  await page.getByText('Break started.').waitFor();
  await page.getByText(/^On break since \d{1,2}:\d{2}/).waitFor();
  const { break_started_at: breakStart } = await worker.json<{ break_started_at: string }>('current_status');
  await page.context().close();

  await moveClockTo(at(DAY, '13:00'));
  page = await attendanceOnPhone();
  await page.getByRole('button', { name: 'End break' }).click();
  await page.getByText('Break ended.').waitFor();
  const breakMs = server.clock.now().getTime() - Date.parse(breakStart);
  await page.getByText(/^Breaks: \d+ min$/).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();

  // Ten hours after the clock-in plus however much the break ran over its 30 minutes (a loaded machine moves every
  // click by seconds): 570 minutes worked, 120 of them over.
  await moveClockTo(clockAt(new Date(Date.parse(checkIn) + TEN_HOURS_MS + breakMs - HALF_HOUR_MS)));
  await clock('clock_out');
  const overtime = await admin.json<Array<{ minutes: number; status: string; period_date: string }>>(
    `overtime?employee_id=${workerId}`,
  );
  expect(overtime).toEqual([expect.objectContaining({ minutes: 120, status: 'pending', period_date: DAY })]);
}, 420_000);

test('the manager approves 90 of the 120 overtime minutes', async () => {
  await moveClockTo(at(NEXT_DAY, '09:30'));
  const page = await signedIn(DEMO.manager, server.clock);
  await page.goto('/attendance-review');
  const row = page.getByRole('row').filter({ hasText: `${WORKER.first} ${WORKER.last}` });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve overtime' });
  await dialog.getByLabel('Minutes to approve').fill('90');
  await dialog.getByLabel('Comment').fill('The client visit ran late; the last half hour was not asked.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const [decided] = await admin.json<Array<{ status: string; approved_minutes: number }>>(
    `overtime?employee_id=${workerId}`,
  );
  expect(decided).toMatchObject({ status: 'approved', approved_minutes: 90 });
  await page.context().close();
}, 120_000);

test('the admin locks the week; a correction inside it is refused with the message, nothing written', async () => {
  const page = await signedIn(DEMO.admin, server.clock);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Pay periods' }).click();
  await page.getByRole('button', { name: `Details ${WEEK.name}` }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByRole('button', { name: 'Lock period' }).click();
  await page.getByText(`Pay period ${WEEK.name} locked.`).waitFor();
  await page.context().close();

  const employee = await signedIn(WORKER.email, server.clock, {}, WORKER.password);
  await employee.goto('/attendance-logs');
  await employee
    .getByRole('main')
    .getByRole('button', { name: /Request a correction/ })
    .click();
  const form = employee.getByRole('dialog', { name: 'Request an attendance correction' });
  await form.getByLabel('Date').fill(DAY);
  await form.getByLabel('Clock in').fill('08:30');
  await form.getByLabel('Clock out').fill('17:00');
  await form.getByLabel('Reason').fill('I came in earlier than the record says.');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await form.getByText(`Pay period ${WEEK.name} is locked.`).waitFor();
  await employee.context().close();
  expect(await worker.json<unknown[]>('attendance_corrections')).toEqual([]);
}, 120_000);

test('the payroll CSV pays the 90 approved minutes and adds up to the timesheet PDF to the minute', async () => {
  const page = await signedIn(DEMO.admin, server.clock);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Pay periods' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download the payroll export of ${WEEK.name} as CSV` }).click(),
  ]);
  const csvFile = path.join(ARTIFACTS, download.suggestedFilename());
  await download.saveAs(csvFile);
  await page.context().close();

  const [header, ...lines] = readFileSync(csvFile, 'utf8')
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const cells = lines.find((line) => Number(line[0]) === workerId)!;
  const row = Object.fromEntries(header!.map((name, i) => [name, cells[i]!]));
  const minutes = (column: string) => Math.round(Number(row[column]) * 60);
  expect(minutes('overtime_weekday_hours')).toBe(90);
  const paid = ['regular_hours', 'overtime_weekday_hours', 'overtime_weekend_hours', 'overtime_holiday_hours']
    .concat('overtime_night_hours')
    .reduce((sum, column) => sum + minutes(column), 0);

  const timesheet = await admin.call(`timesheet?start_date=${WEEK.start}&end_date=${WEEK.end}&employee_id=${workerId}`);
  expect(timesheet.status).toBe(200);
  const pdfFile = path.join(ARTIFACTS, 'paid-time-timesheet.pdf');
  writeFileSync(pdfFile, Buffer.from(await timesheet.arrayBuffer()));
  const total = /Period total ([\d.]+)/.exec(pdfText(pdfFile));
  expect(paid).toBe(570);
  expect(Math.round(Number(total![1]) * 60)).toBe(paid);
}, 120_000);
