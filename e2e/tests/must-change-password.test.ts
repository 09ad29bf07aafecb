import { newPage } from '../support/browser';
import { DEMO_PASSWORD, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';

const env = startServerAndBrowser();
// The demo company has one freshly enrolled employee who has not chosen a password yet.
const NEW_HIRE = 'new.hire@acme.example';

test('a user who must change the password sees only that screen, may not keep the temporary one, then uses the app', async () => {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, NEW_HIRE);
  await page.waitForURL((url) => url.pathname === '/change_password');
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  expect(await page.getByRole('navigation').count()).toBe(0);

  for (const elsewhere of ['/attendance', '/no-such-page']) {
    await page.goto(elsewhere);
    await page.waitForURL((url) => url.pathname === '/change_password');
  }

  await page.getByLabel(/^old password$/i).fill(DEMO_PASSWORD);
  await page.getByLabel(/^new password$/i).fill(DEMO_PASSWORD);
  await page.getByLabel(/^confirm new password$/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /change password/i }).click();
  await page.getByText('Choose a password you have not used before.').waitFor();

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
  await page.getByRole('navigation').waitFor();
  await page.context().close();
});
