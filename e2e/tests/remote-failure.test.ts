import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';

const env = startServerAndBrowser();

test('a remote whose files are missing shows the error panel while other pages work, and Retry recovers', async () => {
  // The service worker fetches remotes itself, out of reach of page.route: block it so the remote really fails.
  const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block' });
  await page.route('**/mf/mf-settings/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/settings');
  const retry = page.getByRole('button', { name: /retry/i });
  await retry.waitFor();
  await page.getByRole('navigation').getByText('Dashboard', { exact: true }).waitFor();

  await page.getByRole('navigation').getByText('Departments', { exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/departments');
  await page.getByRole('heading', { name: 'Departments' }).waitFor();

  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  await page.getByRole('button', { name: /retry/i }).waitFor();
  await page.unroute('**/mf/mf-settings/**');
  await page.getByRole('button', { name: /retry/i }).click();
  await page.getByText('Save Changes').waitFor();
  await page.context().close();
});
