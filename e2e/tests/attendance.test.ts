import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import type { ApiSession } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { suiteClockOr, zonedInstant } from '../support/clock';
import { COMPANY_TIME_ZONE, DEMO, DEMO_PASSWORD } from '../support/demo';
import { ARTIFACTS, fakeCameraArgs, OFFICE_GEOLOCATION } from '../support/fake-camera';
import { startServerAndBrowser } from '../support/fixture';
import { enrolNewcomer, OFFICE_NAME } from '../support/newcomer';
import { pdfText, renderFirstPage } from '../support/pdf';
import { signedInPage } from '../support/session';

// The newcomer is enrolled with A1; the camera shows A2, another photo of the same man.
const ENROLLED_PHOTO = 'A1-faceid.png';
const SAME_MAN = 'A2-webcam.png';
const STRANGER = 'F-facedetect-w1.png';

// Mid-morning of a Wednesday, so a run never straddles the company's midnight (E2E_CLOCK picks another instant).
const CLOCK = suiteClockOr(zonedInstant('2026-03-18', '10:40', COMPANY_TIME_ZONE));
const env = startServerAndBrowser({}, () => fakeCameraArgs(SAME_MAN), CLOCK);

// A fresh employee: the demo employee may already have a record for today (the seed fills work days up to now).
const NEWCOMER = { first: 'Daniel', last: 'Foster', email: 'daniel.foster@acme.example', password: 'Daniel#Clock2026' };
const NEWCOMER_NAME = `${NEWCOMER.first} ${NEWCOMER.last}`;

interface LogRecord {
  attendance_date: string;
  check_out_time: string | null;
  location: string | null;
  clock_in_type: string | null;
  spoof_score: number | null;
  discrepancy: string | null;
}

const dateIn = (zone: string, date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(date);
const TODAY = dateIn(COMPANY_TIME_ZONE, CLOCK.now());
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

let newcomer: ApiSession;

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  ({ newcomer } = await enrolNewcomer(env.server, NEWCOMER, ENROLLED_PHOTO, TODAY));
}, 120000);

/** `at` opened signed in through the api (sign-in.test.ts walks the form). */
async function signedInAt(browser: Browser, email: string, password: string, at: string): Promise<Page> {
  const page = await signedInPage(
    browser,
    env.server.url,
    email,
    { permissions: ['camera', 'geolocation'], geolocation: OFFICE_GEOLOCATION, timezoneId: COMPANY_TIME_ZONE },
    CLOCK,
    password,
  );
  await page.goto(at);
  return page;
}

/** The Attendance screen with the office located and its address resolved. */
async function attendanceScreen(browser: Browser): Promise<Page> {
  const page = await signedInAt(browser, NEWCOMER.email, NEWCOMER.password, '/attendance');
  await page.getByText(OFFICE_NAME, { exact: true }).waitFor({ timeout: 20000 });
  return page;
}

interface FaceAnswer {
  status: number;
  body: { verified?: boolean; message?: string; error?: string };
}

/** The answers of verify_face the page receives, in order. */
function faceAnswers(page: Page): FaceAnswer[] {
  const answers: FaceAnswer[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/verify_face')) return;
    answers.push({ status: response.status(), body: await response.json().catch(() => ({})) });
  });
  return answers;
}

const status = (page: Page, text: 'Clocked In' | 'Clocked Out') => page.getByText(text, { exact: true });
const myLogs = () => newcomer.json<LogRecord[]>(`attendance_logs?start_date=${TODAY}&end_date=${TODAY}`);

test('a stranger in front of the camera is never verified: nothing is recorded', async () => {
  const browser = await launchBrowser(await fakeCameraArgs(STRANGER));
  try {
    const page = await attendanceScreen(browser);
    const answers = faceAnswers(page);
    await status(page, 'Clocked Out').waitFor();
    await page.getByRole('button', { name: 'Verify Face & Clock In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('video').waitFor();

    await until(() => answers.length >= 2, 30000, 'two face checks');
    await dialog.getByText('Face not verified. Retrying...').waitFor();
    await dialog.screenshot({ path: path.join(ARTIFACTS, 'attendance-stranger.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(answers.map((answer) => [answer.status, answer.body.verified])).toEqual(answers.map(() => [200, false]));
    await status(page, 'Clocked Out').waitFor();
    expect(await page.getByText('Clocked in successfully.').count()).toBe(0);
    expect(await newcomer.json('current_status')).toMatchObject({ clocked_in: false });
    expect(await myLogs()).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('clock_in without a face verification is refused', async () => {
  const refused = await newcomer.call('clock_in', {
    method: 'POST',
    body: JSON.stringify({ latitude: OFFICE_GEOLOCATION.latitude, longitude: OFFICE_GEOLOCATION.longitude }),
  });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({
    error: expect.stringMatching(/verify your face/i),
    code: 'attendance.verify_before_clock_in',
  });
  expect(await myLogs()).toEqual([]);
});

test('the enrolled employee clocks in with their face at the office, sees the log row, then clocks out', async () => {
  const page = await attendanceScreen(env.browser);
  const answers = faceAnswers(page);
  await status(page, 'Clocked Out').waitFor();
  await page.getByText('51.515500').waitFor();
  await page.getByText('-0.088500').waitFor();
  await page.getByText('20 meters').waitFor();

  await page.getByRole('button', { name: 'Verify Face & Clock In' }).click();
  await page.getByRole('dialog').locator('video').waitFor();
  await page.getByText('Face verified successfully.').waitFor({ timeout: 45000 });
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.getByText('Clocked in successfully.').waitFor();
  await status(page, 'Clocked In').waitFor();
  await page.getByRole('button', { name: 'Verify Face & Clock Out' }).waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'attendance-clocked-in.png'), fullPage: true });
  expect(answers.at(-1)).toEqual({ status: 200, body: { verified: true, message: 'Face verified successfully.' } });

  const [record] = await myLogs();
  expect(record).toMatchObject({ attendance_date: TODAY, clock_in_type: 'in office', check_out_time: null });
  expect(record!.location).toMatch(new RegExp(`^${OFFICE_NAME}`));
  expect(record!.discrepancy).toMatch(/^(late by \d+ min|early by \d+ min|on time)$/);
  expect(typeof record!.spoof_score).toBe('number');

  await page.goto('/attendance-logs');
  const row = page.getByRole('row').filter({ hasText: longDate(TODAY) });
  await row.waitFor();
  const cells = row.getByRole('cell');
  // Date, Check In, Check Out, Worked (none while the day is open), Location, Spoof Score, Discrepancy.
  expect(await cells.nth(3).textContent()).toBe('—');
  expect(await cells.nth(4).textContent()).toBe(OFFICE_NAME);
  expect(await cells.nth(5).textContent()).toBe(record!.spoof_score!.toFixed(2));
  expect(await cells.nth(6).textContent()).toBe(record!.discrepancy);
  // The spec's colours, in the darker text shades shared-auth's ContrastTag uses for AA contrast.
  const tagColour = /late/.test(record!.discrepancy!)
    ? 'rgb(168, 7, 26)'
    : /early/.test(record!.discrepancy!)
      ? 'rgb(19, 82, 0)'
      : null;
  const tag = cells.nth(6).locator('.ant-tag');
  if (tagColour) expect(await tag.evaluate((element) => getComputedStyle(element).color)).toBe(tagColour);
  await page.screenshot({ path: path.join(ARTIFACTS, 'attendance-logs.png'), fullPage: true });

  await page.goto('/attendance');
  await status(page, 'Clocked In').waitFor();
  await page.getByText(OFFICE_NAME, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Verify Face & Clock Out' }).click();
  await page.getByText('Clocked out successfully.').waitFor({ timeout: 45000 });
  await status(page, 'Clocked Out').waitFor();
  // The day is complete: its times, and no way to clock in again today.
  await page.getByText('Day complete').waitFor();
  await page.getByText(/^Out \d{1,2}:\d{2}:\d{2} [AP]M/).waitFor();
  expect(await page.getByRole('button', { name: 'Verify Face & Clock In' }).count()).toBe(0);

  const after = await myLogs();
  expect(after).toHaveLength(1);
  expect(after[0]!.check_out_time).not.toBeNull();
  await page.context().close();
});

/** An A4 page at 60 dpi: mostly white paper with dark ink (text) on it, not a blank or black picture. */
async function expectPageDrawn(png: string) {
  expect(await sharp(png).metadata()).toMatchObject({ width: 496, height: 702 });
  const [red] = (await sharp(png).flatten({ background: '#ffffff' }).stats()).channels;
  expect(red!.min).toBeLessThan(64);
  expect(red!.mean).toBeGreaterThan(200);
}

async function downloadTimesheet(page: Page, start: string, end: string) {
  await page.getByLabel('Start Date').fill(start);
  await page.getByLabel('End Date').fill(end);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download/ }).click(),
  ]);
  const file = path.join(ARTIFACTS, download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), file };
}

test('the employee downloads their timesheet: the file name, the text and page 1 as a picture', async () => {
  const page = await signedInAt(env.browser, NEWCOMER.email, NEWCOMER.password, '/timesheet');
  expect(await page.getByLabel('Employee').count()).toBe(0);
  const start = daysBefore(TODAY, 6);
  const { name, file } = await downloadTimesheet(page, start, TODAY);

  expect(name).toBe(`Timesheet_${start}_${TODAY}.pdf`);
  const text = pdfText(file);
  expect(text).toContain(`Employee: ${NEWCOMER_NAME}`);
  expect(text).toContain(`Period: ${longDate(start)} to ${longDate(TODAY)}`);
  // Today's row: the clock in and out of the test above, at the office.
  const clock = String.raw`\d{1,2}:\d{2}:\d{2} [AP]M`;
  expect(text).toMatch(
    new RegExp(`${longDate(TODAY)}\\s+\\w{3}\\s+${clock}\\s+${clock}\\s+\\d+\\.\\d{2}\\s+${OFFICE_NAME}`),
  );
  expect(text).toMatch(/Period total\s+\d+\.\d{2}/);
  expect(text).toContain('Days worked: 1');
  await expectPageDrawn(renderFirstPage(file, path.join(ARTIFACTS, 'timesheet-newcomer-page1')));
  await page.context().close();
});

test("a manager picks a report's timesheet: weeks of days and their totals", async () => {
  const page = await signedInAt(env.browser, DEMO.manager, DEMO_PASSWORD, '/timesheet');
  await page.getByLabel('Employee').fill('Emma');
  await page.locator('.ant-select-item-option[title="Emma Wilson (employee@acme.example)"]').click();
  const start = daysBefore(TODAY, 20);
  const { name, file } = await downloadTimesheet(page, start, TODAY);

  expect(name).toBe(`Timesheet_${start}_${TODAY}.pdf`);
  const text = pdfText(file);
  expect(text).toContain('Employee: Emma Wilson');
  expect(text.match(/^Week \w{3} \d+ to \w{3} \d+\s+\d+\.\d{2}\s*$/gm)!.length).toBeGreaterThanOrEqual(3);
  const total = Number(/Period total\s+(\d+\.\d{2})/.exec(text)![1]);
  expect(total).toBeGreaterThan(0);
  await expectPageDrawn(renderFirstPage(file, path.join(ARTIFACTS, 'timesheet-emma-page1')));
  await page.context().close();
});
