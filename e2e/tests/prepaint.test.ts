import type { BrowserContextOptions, Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { chooseInUserMenu } from '../support/user-menu';

// Issue 26: a signed-in visit paints its frame and its page's heading from index.html, before any script arrives;
// the app then takes over without a second heading and without moving anything.
const env = startServerAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Paints {
  layoutShift: number;
  largest: Array<{ size: number; className: string; text: string }>;
}

/** Tallies layout shifts and notes each largest-paint candidate as it is painted (its node may be gone later). */
async function watchPaints(page: Page) {
  await page.addInitScript(() => {
    const paints: Paints = { layoutShift: 0, largest: [] };
    (window as unknown as { paints: Paints }).paints = paints;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!shift.hadRecentInput) paints.layoutShift += shift.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ size: number; element: Element | null }>) {
        const element = entry.element;
        paints.largest.push({
          size: entry.size,
          className: String(element?.className ?? ''),
          text: element?.textContent?.slice(0, 60) ?? '',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Holds back every script of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.startsWith('/api/'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const prepaintHeading = (page: Page) => page.locator('#prepaint .pp-heading');

async function chooseArabic(page: Page) {
  await chooseInUserMenu(page, 'العربية');
  await page.locator('html[dir="rtl"]').waitFor();
}

async function reloadWithScriptsHeld(page: Page, path: string) {
  // The running app wrote the snapshot the reload draws from.
  await page.waitForFunction(() => Boolean(localStorage.getItem('prepaint')));
  await page.waitForLoadState('networkidle');
  await watchPaints(page);
  const release = await holdScripts(page);
  // Not until DOMContentLoaded: it waits for the held deferred scripts.
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

async function expectOneHeadingAndNoShift(page: Page, heading: string, level: number) {
  await page.getByRole('heading', { name: heading, level }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await page.locator('#prepaint').count()).toBe(0);
  expect(await page.getByRole('heading', { name: heading, exact: true }).count()).toBe(1);
  expect(await page.locator('h1, h2, h3, h4, h5, h6', { hasText: heading }).count()).toBe(1);
  const paints = await page.evaluate(() => (window as unknown as { paints: Paints }).paints);
  console.log(`[prepaint] ${page.url()} layout shift ${paints.layoutShift.toFixed(3)}`, paints.largest);
  expect(paints.layoutShift).toBeLessThan(0.1);
  // The largest paint is the pre-painted heading: the app's own, drawn later at the same size, is no larger.
  expect(paints.largest.at(-1)).toEqual(expect.objectContaining({ className: expect.stringContaining('pp-heading') }));
}

test.each<[string, BrowserContextOptions]>([
  ['a desktop', {}],
  ['a 390 px phone', PHONE],
])(
  'on %s, an employee reloading the attendance screen sees its frame and heading before the scripts come',
  async (_, device) => {
    const page = await newPage(env.browser, env.server.url, { ...device, serviceWorkers: 'block' });
    await signIn(page, DEMO.employee);
    await page.getByRole('heading', { name: 'Welcome, Emma Wilson' }).waitFor();
    await page.goto('/attendance');
    await page.getByRole('heading', { name: 'Attendance', level: 2 }).waitFor();

    // The frame's antd, which the start asks for only once it knows the session, is asked for by index.html.
    const frameAntdRequested = page.waitForRequest((request) =>
      /^\/antd\.[0-9a-f]{8}\.js$/.test(new URL(request.url()).pathname),
    );
    const federationRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/remotes.json' || pathname.endsWith('/mf-manifest.json')) federationRequests.push(pathname);
    });
    const release = await reloadWithScriptsHeld(page, '/attendance');
    // React's chunk comes after the remote's entry was asked for: on the phone the largest downloads come last, and the
    // runtime must find the remote's requests on their way (without the early ones this would wait for ever).
    const remoteEntryRequested = page.waitForRequest((request) =>
      request.url().endsWith('/mf-attendance/remoteEntry.js'),
    );
    await page.route(/\/framework\.[0-9a-f]{8}\.js$/, async (route) => {
      await remoteEntryRequested;
      await route.fallback();
    });
    await prepaintHeading(page).waitFor();
    expect(await prepaintHeading(page).textContent()).toBe('Attendance');
    await frameAntdRequested;
    // No script has run: the app's frame is not there, only the picture of it.
    expect(await page.locator('header, main, nav').count()).toBe(0);
    expect(await page.locator('#prepaint').getAttribute('aria-hidden')).toBe('true');

    release();
    await expectOneHeadingAndNoShift(page, 'Attendance', 2);
    // The remote page's requests went out from main's first chunk (app/early-remote-page.ts): the registry and the
    // manifest once each, taken by the federation runtime, and its entry and page scripts from preloads.
    expect(federationRequests).toEqual(['/remotes.json', '/mf/mf-attendance/mf-manifest.json']);
    const remoteScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/mf\/mf-attendance\/(remoteEntry|__federation_expose_AttendancePage)/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(remoteScripts).toEqual(['link', 'link']);
    await page.context().close();
  },
);

test("a manager's home in Arabic: the greeting in their language, right to left, before the scripts come", async () => {
  const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block' });
  await signIn(page, DEMO.manager);
  await page.getByRole('navigation').waitFor();
  await chooseArabic(page);

  const release = await reloadWithScriptsHeld(page, '/');
  await prepaintHeading(page).waitFor();
  const greeting = await prepaintHeading(page).textContent();
  expect(greeting).toMatch(/^مرحبًا، /);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  expect(await page.locator('html').getAttribute('lang')).toBe('ar');

  release();
  await expectOneHeadingAndNoShift(page, greeting!, 3);
  await page.context().close();
});

test('signed out, the sign-in page draws no frame', async () => {
  const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block' });
  await signIn(page, DEMO.employee);
  await page.getByRole('navigation').waitFor();
  await page.waitForFunction(() => Boolean(localStorage.getItem('prepaint')));
  await chooseInUserMenu(page, 'Logout');
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('prepaint'))).toBeNull();

  await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The document is parsed (its inline script has run); the held deferred scripts have not.
  await page.waitForFunction(() => document.readyState === 'interactive');
  expect(await page.locator('#prepaint').count()).toBe(0);
  await page.context().close();
});
