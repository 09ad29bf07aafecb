import type { Page } from 'playwright-core';
// The api's own test push service and browser keys: one implementation of RFC 8291 for both suites.
import { fakeBrowser, startPushService } from '../../api/src/test/push-service';
import { apiSession } from '../support/api-client';
import { newPage } from '../support/browser';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';

let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service?.close());
// The push service above listens on loopback.
const env = startServerAndBrowser({ WEBHOOK_ALLOW_PRIVATE: 'true' });

const keys = fakeBrowser();

/**
 * Chromium offline has no push service of its own (its subscribe asks Google's): the page's PushManager hands out a
 * subscription to the test's push service with the test's keys, so the api's encrypted push can be read here and
 * handed to the real service worker, as the browser's push service would.
 */
async function withTestPushService(page: Page, endpoint: string) {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      const make = () =>
        ({
          endpoint,
          expirationTime: null,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => ((current = null), true),
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => (current = make());
      PushManager.prototype.getSubscription = async () => current;
    },
    { endpoint, keys: keys.keys },
  );
}

/** What the real service worker shows once the push reaches it through DevTools' push delivery. */
async function deliverToServiceWorker(page: Page, data: string) {
  const devtools = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data,
  });
}

async function firstPush() {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (service.received[0]) return service.received[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no push reached the push service within 30 s');
}

test("a manager's approval reaches the employee's browser as a notification from the service worker", async () => {
  const page = await newPage(env.browser, env.server.url, { permissions: ['notifications'] });
  await withTestPushService(page, service.endpoint('/push/employee'));
  await signIn(page, DEMO.employee);
  await page.waitForURL((url) => url.pathname === '/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto('/change_password');
  await page.getByRole('button', { name: 'Enable push in this browser' }).click();
  await page.getByText('Push is on in this browser.').waitFor();

  const employee = await apiSession(env.server.url, DEMO.employee, DEMO_PASSWORD);
  const manager = await apiSession(env.server.url, DEMO.manager, DEMO_PASSWORD);
  const day = new Date(env.server.clock.now().getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  const filed = await employee.call('leave_request', {
    method: 'POST',
    body: JSON.stringify({ start_date: day, end_date: day, leave_type: 'vacation', reason: 'E2E push' }),
  });
  expect(filed.status).toBe(200);
  const [request] = (await employee.json<{ request_id: number; reason: string }[]>('leave_requests')).filter(
    (r) => r.reason === 'E2E push',
  );
  const approved = await manager.call(`leave_request/${request!.request_id}/approve`, { method: 'POST', body: '{}' });
  expect(approved.status).toBe(200);

  // The api's delivery job sends it to the subscription's endpoint, encrypted for this browser's keys.
  const push = await firstPush();
  expect(push.path).toBe('/push/employee');
  const message = keys.decrypt(push.body);
  expect(JSON.parse(message)).toMatchObject({ title: 'Your leave request was approved by your manager' });

  await deliverToServiceWorker(page, message);
  // getNotifications answers a promise, which waitForFunction would take as truthy at once: poll it here.
  const shownNotifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((note) => ({
        title: note.title,
        body: note.body,
        data: note.data as unknown,
      })),
    );
  let shown = await shownNotifications();
  for (const deadline = Date.now() + 30_000; shown.length === 0 && Date.now() < deadline;) {
    await page.waitForTimeout(200);
    shown = await shownNotifications();
  }
  expect(shown).toEqual([
    {
      title: 'Your leave request was approved by your manager',
      body: expect.stringContaining('vacation leave request'),
      data: { url: `${env.server.url}/leave-dashboard` },
    },
  ]);
  await page.context().close();
});
