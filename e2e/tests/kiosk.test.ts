import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiSession, type ApiSession } from '../support/api-client';
import { launchBrowser, newPage } from '../support/browser';
import { suiteClockOr, zonedInstant } from '../support/clock';
import { COMPANY_TIME_ZONE, DEMO, DEMO_PASSWORD } from '../support/demo';
import { ARTIFACTS, fakeCameraArgs, OFFICE_GEOLOCATION } from '../support/fake-camera';
import { startServerAndBrowser } from '../support/fixture';
import { signedInPage } from '../support/session';

// The demo employee is enrolled with A1 (the seed); A2 is another photo of the same man, F a stranger.
const SAME_MAN = 'A2-webcam.png';
const STRANGER = 'F-facedetect-w1.png';
const OFFICE_NAME = 'Acme London HQ';

// A Saturday morning: the seed's history has no record for the demo employee today.
const CLOCK = suiteClockOr(zonedInstant('2026-03-21', '10:40', COMPANY_TIME_ZONE));
const env = startServerAndBrowser({}, () => fakeCameraArgs(SAME_MAN), CLOCK);

let admin: ApiSession;
let employee: ApiSession;
beforeAll(async () => {
  admin = await apiSession(env.server.url, DEMO.admin, DEMO_PASSWORD);
  employee = await apiSession(env.server.url, DEMO.employee, DEMO_PASSWORD);
});

const employeeId = () => Number(JSON.parse(Buffer.from(employee.token.split('.')[1]!, 'base64url').toString()).sub);

/** Registers a kiosk at the office as the admin would in Settings, and returns its one-time pairing code. */
async function registerKiosk(name: string): Promise<string> {
  const response = await admin.call('kiosks', {
    method: 'POST',
    body: JSON.stringify({
      name,
      location_name: OFFICE_NAME,
      latitude: OFFICE_GEOLOCATION.latitude,
      longitude: OFFICE_GEOLOCATION.longitude,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { pairing_code: string }).pairing_code;
}

/**
 * A browser opened at /kiosk and paired with `code` (by default a kiosk registered through the api); only the camera
 * is granted (a kiosk needs no GPS).
 */
async function pairedKiosk(browser: Browser, name: string, code?: string) {
  const page = await newPage(browser, env.server.url, { permissions: ['camera'] }, CLOCK);
  // Kept as promises, in the order the answers arrived: a body is read after the page may already show it.
  const answers: Promise<{ result?: string; employee_id?: number }>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/kiosk/identify')) answers.push(response.json().catch(() => ({})));
  });
  await page.goto('/kiosk');
  await page.getByLabel('Pairing code').fill(code ?? (await registerKiosk(name)));
  await page.getByRole('button', { name: 'Pair' }).click();
  await page.getByText(`${name} · ${OFFICE_NAME}`).waitFor();
  return { page, answers };
}

const noSidebar = async (page: Page) => expect(await page.getByRole('menuitem').count()).toBe(0);

test('the enrolled employee is greeted by first name and clocks in at the kiosk office', async () => {
  expect(await employee.json('current_status')).toMatchObject({ state: 'not_clocked_in' });
  const { page, answers } = await pairedKiosk(env.browser, 'Lobby');
  await noSidebar(page);
  const greeting = page.getByRole('heading', { name: /^Hello, .+!$/ });
  await greeting.waitFor({ timeout: 45000 });
  expect(await answers.at(-1)).toMatchObject({ result: 'identified', employee_id: employeeId() });
  await page.screenshot({ path: path.join(ARTIFACTS, 'kiosk-greeting.png'), fullPage: true });

  await page.getByRole('button', { name: 'Clock In' }).click();
  await page.getByText('Clocked in successfully.').waitFor();
  expect(await employee.json('current_status')).toMatchObject({ state: 'clocked_in' });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(CLOCK.now());
  const [record] = await employee.json<{ clock_in_type: string; location: string }[]>(
    `attendance_logs?start_date=${today}&end_date=${today}`,
  );
  expect(record).toMatchObject({ clock_in_type: 'in office', location: `${OFFICE_NAME} (kiosk Lobby)` });
  // Back to the start a few seconds later, ready for the next person.
  await page.getByRole('heading', { name: 'Look at the camera' }).waitFor({ timeout: 15000 });
});

test('a face that is not enrolled is not greeted and nobody is clocked', async () => {
  const browser = await launchBrowser(await fakeCameraArgs(STRANGER));
  try {
    const { page, answers } = await pairedKiosk(browser, 'Side door');
    await page.getByText('Face not recognised. Please try again.').waitFor({ timeout: 45000 });
    // It keeps looking: a second answer comes (seconds apart, more on a loaded machine), and greets nobody either.
    for (const deadline = Date.now() + 45_000; answers.length < 2 && Date.now() < deadline;) {
      await page.waitForTimeout(250);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, 'kiosk-stranger.png'), fullPage: true });
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect((await Promise.all(answers)).filter((answer) => answer.result === 'identified')).toEqual([]);
    expect(await page.getByRole('heading', { name: /^Hello/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Clock In' }).count()).toBe(0);
  } finally {
    await browser.close();
  }
});

test('the admin registers a kiosk in Settings, pairs it with the code shown once, and revoking it there unpairs it', async () => {
  const settings = await signedInPage(env.browser, env.server.url, DEMO.admin, {}, CLOCK);
  await settings.goto('/settings');
  await settings.getByRole('tab', { name: 'Kiosks' }).click();
  await settings.getByLabel('Kiosk name').fill('Warehouse gate');
  await settings.getByLabel('Office location').fill(OFFICE_NAME);
  await settings.getByLabel('Latitude').fill(String(OFFICE_GEOLOCATION.latitude));
  await settings.getByLabel('Longitude').fill(String(OFFICE_GEOLOCATION.longitude));
  await settings.getByRole('button', { name: 'Register kiosk' }).click();
  const shown = settings.getByRole('alert').filter({ hasText: 'Pairing code for Warehouse gate' });
  const code = /Pairing code for Warehouse gate:\s*(\d+)/.exec(await shown.innerText())?.[1];
  expect(code).toMatch(/^\d{6,}$/);
  const row = settings.getByRole('row').filter({ hasText: 'Warehouse gate' });
  await row.getByText('Waiting for pairing').waitFor();

  const { page } = await pairedKiosk(env.browser, 'Warehouse gate', code);
  await settings.reload();
  await settings.getByRole('tab', { name: 'Kiosks' }).click();
  await row.getByText('Waiting for pairing').waitFor({ state: 'detached' });
  // The code was shown once: after the reload it is gone from the page, and the api refuses it a second time.
  expect(await settings.getByText(code!, { exact: true }).count()).toBe(0);
  expect((await admin.call('kiosk/pair', { method: 'POST', body: JSON.stringify({ code }) })).status).toBe(400);

  await row.getByRole('button', { name: 'Revoke Warehouse gate' }).click();
  await settings.getByRole('button', { name: 'Revoke', exact: true }).click();
  await row.waitFor({ state: 'detached' });
  // The kiosk's next call is refused: it forgets its credential and asks to be paired again.
  await page.getByRole('heading', { name: 'Pair this kiosk' }).waitFor({ timeout: 30000 });
  await page.context().close();
  await settings.context().close();
});
