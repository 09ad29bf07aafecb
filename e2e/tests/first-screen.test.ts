import type { BrowserContext, Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { remotesPrecached } from '../support/service-worker';

// Issue 26's first screens: what the service worker precaches (it is on, the browser's default) and what a page
// then needs of the network; and home's layout while its figures arrive.
const env = startServerAndBrowser();

/**
 * Cuts the network for every script but the api's, the worker's own requests included; returns the paths of the
 * scripts that were asked of the network from then on.
 */
async function cutScripts(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.startsWith('/api/'),
    (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.abort();
    },
  );
  return asked;
}

const sidebar = (page: Page, label: string) => page.getByRole('navigation').getByText(label, { exact: true });

describe('the service worker', () => {
  test("after sign-in it precaches the employee's remotes: a page never opened renders with scripts cut", async () => {
    const page = await newPage(env.browser, env.server.url);
    await signIn(page, DEMO.employee);
    await page.getByRole('region', { name: "Today's Stats" }).waitFor();

    const precached = (await remotesPrecached(page)).map((url) => new URL(url).pathname);
    expect(precached).toEqual(
      expect.arrayContaining(
        ['mf-attendance', 'mf-leave', 'mf-scheduling'].flatMap((remote) => [
          `/mf/${remote}/mf-manifest.json`,
          `/mf/${remote}/remoteEntry.js`,
        ]),
      ),
    );
    expect(precached.filter((file) => file.includes('__federation_expose_LeaveRequestPage.'))).toHaveLength(1);
    // Not the remotes an employee never opens, nor the pages of the others only managers open.
    expect(precached.filter((file) => /^\/mf\/mf-(settings|people|reports)\//.test(file))).toEqual([]);
    expect(
      precached.filter((file) => /__federation_expose_(AttendanceHistory|LeaveApproval)Page\./.test(file)),
    ).toEqual([]);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const asked = await cutScripts(page.context());
    await sidebar(page, 'Request Leave').click();
    await page.getByRole('button', { name: 'Submit Request' }).waitFor();
    // Only remoteEntry.js, which the worker asks the network for first (every deploy keeps its name), then answers
    // from its cache when the network fails.
    expect(asked.filter((file) => !file.endsWith('/remoteEntry.js'))).toEqual([]);
    await page.context().close();
  });

  test('a second visit starts from its cache: sign-in, layout and home need no script from the network', async () => {
    const first = await newPage(env.browser, env.server.url);
    await first.goto('/login');
    // Ready once it is installed, and it installs once the shell's first-screen files are in its cache.
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const context = first.context();
    await first.close();

    const asked = await cutScripts(context);
    const second = await context.newPage();
    await second.goto('/login');
    await second.getByLabel('Email').fill(DEMO.employee);
    await second.getByLabel('Password').fill(DEMO_PASSWORD);
    await second.getByRole('button', { name: 'LOG IN' }).click();
    await second.getByRole('region', { name: "Today's Stats" }).waitFor();
    await sidebar(second, 'Request Leave').waitFor();
    // The remotes' files the worker then fetches for the person are not the shell's.
    expect(asked.filter((file) => !file.startsWith('/mf/'))).toEqual([]);
    await context.close();
  });
});

test("home on a 390 px phone: the figures take the skeletons' places, nothing shifts (layout shift < 0.1)", async () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const page = await newPage(env.browser, env.server.url, { ...phone, serviceWorkers: 'block' });
  // A manager's home has every card: the stats, pending leave, birthdays, working time and the team's table.
  await signIn(page, DEMO.manager);
  await page.getByRole('region', { name: "Today's Stats" }).waitFor();
  await page.addInitScript(() => {
    const tally = window as unknown as { layoutShift: number };
    tally.layoutShift = 0;
    new PerformanceObserver((entries) => {
      for (const shift of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!shift.hadRecentInput) tally.layoutShift += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  // Home loaded afresh with the stored session, as a person opens it in the morning.
  await page.goto('/');
  await page.getByRole('region', { name: "Today's Stats" }).waitFor();
  // Every card's figures are in: no skeleton is left.
  await page.waitForFunction(() => !document.querySelector('main :is(.ant-skeleton, .pp-blocks)'));
  await page.locator('.ant-card', { hasText: "Today's Time Tracking Stats" }).locator('tbody tr').first().waitFor();
  await page.waitForLoadState('networkidle');
  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  console.log(`[layout shift] manager's home on a 390 px phone: ${layoutShift.toFixed(3)}`);
  expect(layoutShift).toBeLessThan(0.1);
  await page.context().close();
});
