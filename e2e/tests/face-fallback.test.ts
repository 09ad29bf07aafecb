import type { Page } from 'playwright-core';
import type { ApiSession } from '../support/api-client';
import { suiteClockOr, zonedInstant } from '../support/clock';
import { COMPANY_TIME_ZONE, DEMO, DEMO_PASSWORD } from '../support/demo';
import { fakeCameraArgs, OFFICE_GEOLOCATION } from '../support/fake-camera';
import { startServerAndBrowser } from '../support/fixture';
import { apiSession } from '../support/api-client';
import { enrolNewcomer, OFFICE_NAME } from '../support/newcomer';
import { signedInPage } from '../support/session';

// Enrolled with A1, but the camera shows someone else: every face check fails, so the fallback is offered.
const ENROLLED_PHOTO = 'A1-faceid.png';
const STRANGER = 'F-facedetect-w1.png';
const CLOCK = suiteClockOr(zonedInstant('2026-03-18', '10:40', COMPANY_TIME_ZONE));
const env = startServerAndBrowser({}, () => fakeCameraArgs(STRANGER), CLOCK);
const NEWCOMER = { first: 'Nora', last: 'Quinn', email: 'nora.quinn@acme.example', password: 'Nora#Fallback2026' };
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(CLOCK.now());

let newcomer: ApiSession;
beforeAll(async () => {
  ({ newcomer } = await enrolNewcomer(env.server, NEWCOMER, ENROLLED_PHOTO, TODAY));
}, 120000);

async function attendanceScreen(): Promise<Page> {
  // Signed in through the api: sign-in.test.ts walks the form.
  const page = await signedInPage(
    env.browser,
    env.server.url,
    NEWCOMER.email,
    { permissions: ['camera', 'geolocation'], geolocation: OFFICE_GEOLOCATION, timezoneId: COMPANY_TIME_ZONE },
    CLOCK,
    NEWCOMER.password,
  );
  await page.goto('/attendance');
  await page.getByText(OFFICE_NAME, { exact: true }).waitFor({ timeout: 20000 });
  return page;
}

interface Fallback {
  fallback_id: number;
  employee_name: string;
  similarity: number | null;
  status: string;
  reason: string;
}

test('after 3 failed face checks the employee clocks in with a photo and a reason; the manager accepts it', async () => {
  const page = await attendanceScreen();
  await page.getByRole('button', { name: 'Verify Face & Clock In' }).click();
  const dialog = page.getByRole('dialog');
  const offer = dialog.getByRole('button', { name: 'Clock in without face check' });
  // Captures at about 1, 6 and 11 seconds: the third failure brings the offer.
  await offer.waitFor({ timeout: 45000 });
  await offer.click();
  await dialog.getByRole('button', { name: 'Take photo' }).click();
  await dialog.getByRole('img', { name: 'Your photo' }).waitFor();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The face check did not recognise me.');
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText('Clocked in without face check: your manager will review it.').waitFor();
  await page.getByText('Clocked In', { exact: true }).waitFor();

  const [record] = await newcomer.json<{ verification: string; location: string }[]>(
    `attendance_logs?start_date=${TODAY}&end_date=${TODAY}`,
  );
  expect(record).toMatchObject({ verification: 'pending review', location: expect.stringContaining(OFFICE_NAME) });

  const manager = await apiSession(env.server.url, DEMO.manager, DEMO_PASSWORD);
  const queue = await manager.json<Fallback[]>('face_fallbacks?status=pending');
  const mine = queue.find((row) => row.employee_name === `${NEWCOMER.first} ${NEWCOMER.last}`)!;
  expect(mine).toMatchObject({ reason: 'The face check did not recognise me.', status: 'pending' });
  // Someone else's face: below the match threshold.
  expect(mine.similarity).toBeLessThan(0.52);
  const photo = await manager.call(`face_fallbacks/${mine.fallback_id}/photo`);
  expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  expect((await newcomer.call(`face_fallbacks/${mine.fallback_id}/photo`)).status).toBe(403);

  const accepted = await manager.call(`face_fallbacks/${mine.fallback_id}/accept`, { method: 'POST', body: '{}' });
  expect(accepted.status).toBe(200);
  await page.goto('/attendance-logs');
  await page.getByText('verified by manager', { exact: true }).waitFor();
  await page.close();
});
