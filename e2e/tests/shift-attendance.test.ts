import type { Browser, Page } from 'playwright-core';
import type { ApiSession } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { clockAt, type TestClock, zonedInstant } from '../support/clock';
import { COMPANY_TIME_ZONE, DEMO } from '../support/demo';
import { fakeCameraArgs, OFFICE_GEOLOCATION } from '../support/fake-camera';
import { enrolNewcomer, OFFICE_NAME } from '../support/newcomer';
import { type RunningServer, startServer } from '../support/server';
import { signedInPage } from '../support/session';

// A Wednesday of the Engineering team: the night worker is enrolled with A1, the camera shows A2 of the same man.
const DAY = '2027-03-10';
const NEXT_DAY = '2027-03-11';
const WEEK_START = '2027-03-08';
const at = (date: string, time: string): TestClock => clockAt(zonedInstant(date, time, COMPANY_TIME_ZONE));
const NIGHT_WORKER = { first: 'Nadia', last: 'Owens', email: 'nadia.owens@acme.example', password: 'Nadia#Night2027' };
const AFTERNOON_WORKER = { first: 'Tom', last: 'Reyes', email: 'tom.reyes@acme.example', password: 'Tom#Late2027' };

let server: RunningServer;
let browser: Browser;
let admin: ApiSession;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({}, at(DAY, '10:00')),
    launchBrowser(await fakeCameraArgs('A2-webcam.png')),
  ]);
  ({ admin } = await enrolNewcomer(server, NIGHT_WORKER, 'A1-faceid.png', DAY));
  await enrolNewcomer(server, AFTERNOON_WORKER, 'F-facedetect-w1.png', DAY);
  const people = await admin.json<{ employee_id: number; email: string }[]>('employees_list');
  const idOf = (email: string) => people.find((p) => p.email === email)!.employee_id;
  // The demo company's own shift types (api/src/seed/demo-shift-types.ts): Night 22:00-06:00, Late 14:00-22:00.
  const shiftTypes = await admin.json<Array<{ shift_type_id: number; name: string }>>('shift_types');
  const type = (name: string) => shiftTypes.find((shiftType) => shiftType.name === name)!.shift_type_id;
  const assign = async (employee_id: number, shift_type_id: number) => {
    const body = JSON.stringify({ employee_id, shift_date: DAY, shift_type_id });
    const assigned = await admin.call('shift_assignments', { method: 'POST', body });
    if (assigned.status !== 201) throw new Error(`assignment: ${assigned.status} ${await assigned.text()}`);
  };
  await assign(idOf(NIGHT_WORKER.email), type('Night'));
  await assign(idOf(AFTERNOON_WORKER.email), type('Late'));
  const departments = await admin.json<{ department_id: number; department_name: string }[]>('departments');
  const engineering = departments.find((d) => d.department_name === 'Engineering')!.department_id;
  const published = await admin.call('roster/publish', {
    method: 'POST',
    body: JSON.stringify({ week_start: WEEK_START, department_id: engineering }),
  });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page signed in through the api (sign-in.test.ts walks the form); it has not loaded anything yet. */
function signedIn(email: string, password: string | undefined, clock: TestClock): Promise<Page> {
  return signedInPage(
    browser,
    server.url,
    email,
    { permissions: ['camera', 'geolocation'], geolocation: OFFICE_GEOLOCATION, timezoneId: COMPANY_TIME_ZONE },
    clock,
    password,
  );
}

async function attendanceScreen(clock: TestClock): Promise<Page> {
  const page = await signedIn(NIGHT_WORKER.email, NIGHT_WORKER.password, clock);
  await page.goto('/attendance');
  await page.getByText(OFFICE_NAME, { exact: true }).waitFor({ timeout: 20_000 });
  return page;
}

async function verifyFace(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByText('Face verified successfully.').waitFor({ timeout: 45_000 });
}

test("at 10:00 the two whose shifts start later count as 'Not Yet In', not 'Absent'", async () => {
  const page = await signedIn(DEMO.admin, undefined, server.clock);
  await page.goto('/');
  const stats = page.getByRole('region', { name: "Today's Stats" });
  const notYetIn = stats.locator('.ant-statistic', { hasText: 'Not Yet In' }).locator('.ant-statistic-content-value');
  // Past the company's 09:00 + grace, nobody without a shift is still 'not yet in'.
  expect(await notYetIn.innerText()).toBe('2');
  await page.context().close();
});

test('a clock-in four hours before the shift is refused with the time it opens', async () => {
  server = await server.moveClockTo(at(DAY, '18:00'));
  const page = await attendanceScreen(server.clock);
  await page.getByText('Your shift 22:00-06:00').waitFor();
  await verifyFace(page, 'Verify Face & Clock In');
  await page.getByText('Your shift starts at 22:00. You can clock in from 20:00.').waitFor();
  await page.getByText('Clocked Out', { exact: true }).waitFor();
  await page.context().close();
});

test('the night worker clocks in at 21:55 (on time) and out at 06:02: one record of the day the shift starts', async () => {
  server = await server.moveClockTo(at(DAY, '21:55'));
  let page = await attendanceScreen(server.clock);
  await verifyFace(page, 'Verify Face & Clock In');
  await page.getByText('Clocked in successfully.').waitFor();
  await page.context().close();

  server = await server.moveClockTo(at(NEXT_DAY, '06:02'));
  page = await attendanceScreen(server.clock);
  await page.getByText('Clocked In', { exact: true }).waitFor();
  await verifyFace(page, 'Verify Face & Clock Out');
  await page.getByText('Clocked out successfully.').waitFor({ timeout: 45_000 });

  await page.goto('/attendance-logs');
  const row = page.getByRole('row').filter({ hasText: 'March 10, 2027' });
  await row.getByText('on time').waitFor();
  expect(await page.getByRole('row').filter({ hasText: 'March 11, 2027' }).count()).toBe(0);
  await page.context().close();
});
