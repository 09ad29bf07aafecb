import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';

// Access tokens live 5 s here, far under the client's 120 s refresh threshold.
const env = startServerAndBrowser({ ACCESS_TOKEN_TTL_SECONDS: '5' });

const storedSession = (page: import('playwright-core').Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));

test('an expired access token is refreshed and the user stays signed in', async () => {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');
  const first = await storedSession(page);
  await page.waitForTimeout(6000);

  await page.goto('/settings');
  await page.getByText('Save Changes').waitFor();
  expect(new URL(page.url()).pathname).toBe('/settings');
  const second = await storedSession(page);
  expect(second.token).not.toBe(first.token);
  expect(second.refreshToken).not.toBe(first.refreshToken);
  await page.context().close();
});

test('a reused (revoked) refresh token signs the user out', async () => {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');
  const original = await storedSession(page);
  await page.waitForTimeout(6000);
  await page.goto('/settings');
  await page.getByText('Save Changes').waitFor();

  // Put back the refresh token that was already rotated: the server sees a reuse and revokes the family.
  await page.evaluate((stale) => {
    const session = JSON.parse(window.localStorage.getItem('user') ?? '{}');
    window.localStorage.setItem(
      'user',
      JSON.stringify({ ...session, token: stale.token, refreshToken: stale.refreshToken }),
    );
  }, original);
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(await storedSession(page)).toBeNull();
  await page.context().close();
});
