import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiSession, type ApiSession } from '../support/api-client';
import { launchBrowser } from '../support/browser';
import { darkRoom, farFromCamera, shakenCamera, twoPeople } from '../support/camera-pictures';
import { suiteClockOr, zonedInstant } from '../support/clock';
import { dateIn } from '../support/company-time';
import { COMPANY_TIME_ZONE, DEMO, DEMO_PASSWORD } from '../support/demo';
import { ARTIFACTS, fakeCameraArgs, OFFICE_GEOLOCATION, type CameraPicture } from '../support/fake-camera';
import { startServerAndBrowser } from '../support/fixture';
import { signedInPage } from '../support/session';

// Issue 12 in the field: the face check's guidance, and a remote clock in with nothing reachable but the api.
// 07:30 on a Wednesday: the demo employee (face enrolled from A1) has not clocked in yet.
const CLOCK = suiteClockOr(zonedInstant('2026-03-18', '07:30', COMPANY_TIME_ZONE));
const TODAY = dateIn(COMPANY_TIME_ZONE, CLOCK.now());
// The camera shows A2, another photo of the enrolled man.
const env = startServerAndBrowser({}, () => fakeCameraArgs('A2-webcam.png'), CLOCK);
// Springfield, Illinois: no office near, so the offline geocoder names the nearest town.
const SPRINGFIELD = { latitude: 39.8017, longitude: -89.6436, accuracy: 15 };

let employee: ApiSession;

beforeAll(async () => {
  // Every refused picture counts against the per-minute limit of face attempts: this file makes more than 10.
  const admin = await apiSession(env.server.url, DEMO.admin, DEMO_PASSWORD);
  const settings = await admin.json<Array<{ setting_key: string; setting_value: string }>>('settings');
  const relaxed = settings.map((s) =>
    s.setting_key === 'VERIFY_ATTEMPTS_PER_MINUTE' ? { ...s, setting_value: '60' } : s,
  );
  expect((await admin.call('settings', { method: 'PUT', body: JSON.stringify(relaxed) })).status).toBe(200);
  employee = await apiSession(env.server.url, DEMO.employee, DEMO_PASSWORD);
}, 60000);

async function attendanceScreen(browser: Browser, geolocation = OFFICE_GEOLOCATION): Promise<Page> {
  const page = await signedInPage(
    browser,
    env.server.url,
    DEMO.employee,
    { permissions: ['camera', 'geolocation'], geolocation, timezoneId: COMPANY_TIME_ZONE },
    CLOCK,
  );
  return page;
}

const verifyButton = (page: Page, action: 'In' | 'Out') =>
  page.getByRole('button', { name: `Verify Face & Clock ${action}` });

/** The answers of verify_face the page has received so far. */
function faceAnswers(page: Page): number[] {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/verify_face')) answers.push(response.status());
  });
  return answers;
}

async function until(check: () => boolean, what: string, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the face check in a browser whose camera shows `picture`; the modal's first message. */
async function firstFaceMessage(picture: string | CameraPicture, check?: (page: Page) => Promise<void>) {
  const browser = await launchBrowser(await fakeCameraArgs(picture));
  try {
    const page = await attendanceScreen(browser);
    await page.goto('/attendance');
    await verifyButton(page, 'In').click();
    const dialog = page.getByRole('dialog');
    const message = dialog.locator('.ant-alert-title');
    await message.waitFor({ timeout: 30000 });
    const text = await message.innerText();
    await check?.(page);
    return text;
  } finally {
    await browser.close();
  }
}

const FACE_PROBLEMS: Array<[string, () => Promise<string | CameraPicture>, string]> = [
  ['no face', async () => 'N-milla-toy.png', 'No face detected. Please use a clear, front-facing photo.'],
  ['two people', twoPeople, 'More than one face detected. Please use a photo with exactly one face.'],
  ['a face far away', farFromCamera, 'Face too small. Please move closer to the camera or use a larger photo.'],
  ['a dark room', darkRoom, 'Image too dark. Please face a light or move somewhere brighter.'],
  ['a shaken camera', shakenCamera, 'Image blurred. Please hold still and make sure the camera is in focus.'],
  ['someone else', async () => 'F-facedetect-w1.png', 'Face not verified. Retrying...'],
];

test('the face check tells what is wrong, a message for each problem', async () => {
  // One browser per camera picture, two at a time: six at once starve a 2-core machine until page loads time out.
  const shown: Array<[string, string]> = [];
  for (let next = 0; next < FACE_PROBLEMS.length; next += 2) {
    const pair = FACE_PROBLEMS.slice(next, next + 2);
    shown.push(
      ...(await Promise.all(
        pair.map(async ([problem, picture]): Promise<[string, string]> => [
          problem,
          await firstFaceMessage(await picture()),
        ]),
      )),
    );
  }
  expect(Object.fromEntries(shown)).toEqual(
    Object.fromEntries(FACE_PROBLEMS.map(([problem, , message]) => [problem, message])),
  );
});

test("after 5 failed pictures the face check stops and waits for 'Try again'", async () => {
  const text = await firstFaceMessage('N-milla-toy.png', async (page) => {
    const answers = faceAnswers(page);
    const dialog = page.getByRole('dialog');
    // The picture already sent is the first; the next four come every 5 s (the page's clock is moved on).
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await page.clock.runFor(5000);
      await until(() => answers.length === attempt - 1, `attempt ${attempt}`);
    }
    const tryAgain = dialog.getByRole('button', { name: 'Try again' });
    await tryAgain.waitFor();
    await dialog.getByText(/^Stopped after 5 attempts\./).waitFor();
    await dialog.screenshot({ path: path.join(ARTIFACTS, 'face-stopped.png') });
    await page.clock.runFor(20000);
    expect(answers).toHaveLength(4);

    await tryAgain.click();
    await until(() => answers.length === 5, 'the attempt after Try again');
    expect(await tryAgain.count()).toBe(0);
  });
  expect(text).toBe('No face detected. Please use a clear, front-facing photo.');
});

interface LogRecord {
  attendance_date: string;
  clock_in_type: string | null;
  location: string | null;
}

test('a remote worker clocks in by keyboard with only the api reachable: not in, in, day complete', async () => {
  const page = await attendanceScreen(env.browser, SPRINGFIELD);
  const outside: string[] = [];
  await page.context().route('**/*', (route) => {
    if (route.request().url().startsWith(env.server.url)) return route.continue();
    outside.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto('/attendance');
  const main = page.getByRole('main');
  await main.getByText('Clocked Out', { exact: true }).waitFor();
  await main.getByText(/^Near Springfield/).waitFor({ timeout: 20000 });

  // Keyboard only: Tab to the button, Enter opens the camera.
  const button = verifyButton(page, 'In');
  await button.waitFor();
  for (let presses = 0; presses < 40 && !(await button.evaluate((el) => el === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.locator('video').waitFor();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await main.getByText('Clocked in successfully.').waitFor({ timeout: 45000 });
  await main.getByText('Clocked In', { exact: true }).waitFor();
  await main.getByText(/^Clocked in since \d{1,2}:\d{2}:\d{2} [AP]M$/).waitFor();
  await main.getByText(/^Hours so far: /).waitFor();
  const [record] = await employee.json<LogRecord[]>(`attendance_logs?start_date=${TODAY}&end_date=${TODAY}`);
  expect(record).toMatchObject({ attendance_date: TODAY, clock_in_type: 'remote' });
  expect(record!.location).toMatch(/^Near Springfield, Illinois, United States/);

  await verifyButton(page, 'Out').click();
  await main.getByText('Clocked out successfully.').waitFor({ timeout: 45000 });
  await main.getByText('Day complete', { exact: true }).waitFor();
  await main.getByText(/^In \d{1,2}:\d{2}:\d{2} [AP]M$/).waitFor();
  await main.getByText(/^Out \d{1,2}:\d{2}:\d{2} [AP]M$/).waitFor();
  await main.getByText(/^Hours worked: /).waitFor();
  expect(await main.getByRole('button', { name: /Verify Face/ }).count()).toBe(0);
  expect(outside).toEqual([]);
  await page.screenshot({ path: path.join(ARTIFACTS, 'attendance-remote-day-complete.png'), fullPage: true });
  await page.context().close();
});
