import { newPage } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';

const env = startServerAndBrowser();
// The demo company has one freshly enrolled employee who has not chosen a password yet.
const NEW_HIRE = 'new.hire@acme.example';

test('a user who must change the password is sent to /change_password and can then use the app', async () => {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, NEW_HIRE);
  await page.waitForURL((url) => url.pathname === '/change_password');

  await page.goto('/attendance');
  await page.waitForURL((url) => url.pathname === '/change_password');

  await page.getByLabel(/^old password$/i).fill(DEMO_PASSWORD);
  await page.getByLabel(/^new password$/i).fill('My#OwnPassword1');
  await page.getByLabel(/^confirm new password$/i).fill('My#OwnPassword2');
  await page.getByRole('button', { name: /change password/i }).click();
  await page.getByText('New password and confirmation do not match.').waitFor();

  await page.getByLabel(/^confirm new password$/i).fill('My#OwnPassword1');
  await page.getByRole('button', { name: /change password/i }).click();
  await page.getByText('Password changed successfully.').waitFor();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10000 });

  await page.goto('/attendance');
  expect(new URL(page.url()).pathname).toBe('/attendance');
  await page.context().close();
});
