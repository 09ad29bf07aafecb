import type { Page, Response } from 'playwright-core';
import { reissuedAccessToken } from '../support/access-token';
import { newPage } from '../support/browser';
import { clockAt } from '../support/clock';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';

// Default token lifetimes: nothing expires by itself during the test. The access token is made to expire instead,
// and the browser's clock runs ten minutes behind the api's, so the page still believes it valid (no refresh ahead
// of time) and sends it: the api answers 401, which is the path under test.
const env = startServerAndBrowser();
const BROWSER_BEHIND_MS = 10 * 60_000;

interface StoredSession {
  token: string;
  refreshToken: string;
}

const storedSession = (page: Page): Promise<StoredSession | null> =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));

/** A signed-in admin whose stored access token expired a minute ago on the api's clock. */
async function pageWithExpiredAccessToken(): Promise<{ page: Page; expired: StoredSession }> {
  const page = await newPage(
    env.browser,
    env.server.url,
    {},
    clockAt(new Date(env.server.clock.now().getTime() - BROWSER_BEHIND_MS)),
  );
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');
  const session = (await storedSession(page))!;
  const expiredAt = new Date(env.server.clock.now().getTime() - 60_000);
  const expired = { ...session, token: reissuedAccessToken(session.token, env.server.dataDir, expiredAt) };
  await page.evaluate((stored) => {
    const current = JSON.parse(window.localStorage.getItem('user') ?? '{}');
    window.localStorage.setItem('user', JSON.stringify({ ...current, ...stored }));
  }, expired);
  return { page, expired };
}

/** The api calls a page makes: method, path and status, with the bearer token each one sent. */
function recordApiCalls(page: Page) {
  const calls: Array<{ call: string; status: number; bearer?: string }> = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const bearer = response
      .request()
      .headers()
      .authorization?.replace(/^Bearer /, '');
    calls.push({ call: `${response.request().method()} ${url.pathname}`, status: response.status(), bearer });
  });
  return calls;
}

test('an expired access token gets a 401, is refreshed once, and the call is retried: the user stays signed in', async () => {
  const { page, expired } = await pageWithExpiredAccessToken();
  const calls = recordApiCalls(page);

  // The screen may draw its button before its data: the settings answered with the new token are what to wait for.
  const settingsAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/settings' && response.status() === 200,
  );
  await page.goto('/settings');
  await settingsAnswered;
  await page.getByText('Save Changes').waitFor();
  expect(new URL(page.url()).pathname).toBe('/settings');

  const refused = calls.filter((entry) => entry.status === 401);
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((entry) => entry.bearer === expired.token)).toBe(true);
  expect(calls.filter((entry) => entry.call === 'POST /api/refresh').map((entry) => entry.status)).toEqual([200]);
  const stored = (await storedSession(page))!;
  expect(stored.token).not.toBe(expired.token);
  expect(stored.refreshToken).not.toBe(expired.refreshToken);
  // Every call refused with the expired token was answered again with the new one.
  for (const { call } of refused) {
    expect(calls.some((entry) => entry.call === call && entry.status === 200 && entry.bearer === stored.token)).toBe(
      true,
    );
  }
  await page.context().close();
});

test('when the refresh fails too (its token already used), the user is signed out to the login page', async () => {
  const { page } = await pageWithExpiredAccessToken();
  // Use the refresh token once from outside: the page now holds a rotated (reused) one, which the api refuses.
  const { refreshToken } = (await storedSession(page))!;
  const rotated = await fetch(`${env.server.url}/api/refresh`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${refreshToken}` },
  });
  expect(rotated.status).toBe(200);
  const calls = recordApiCalls(page);

  await page.goto('/settings');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await storedSession(page)).toBeNull();
  expect(calls.some((entry) => entry.status === 401 && entry.call !== 'POST /api/refresh')).toBe(true);
  expect(calls.filter((entry) => entry.call === 'POST /api/refresh').map((entry) => entry.status)).toEqual([401]);
  await page.context().close();
});
