import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { waitForMessageTo } from '../support/outbox';

const env = startServerAndBrowser();

test('forgot password -> link from the outbox -> reset -> sign in with the new password', async () => {
  const page = await newPage(env.browser, env.server.url);
  await page.goto('/login');
  await page.getByText('Forgot password?').click();
  await page.waitForURL((url) => url.pathname === '/forgot_password');
  await page.getByLabel('Email').fill(DEMO.employee);
  await page.getByRole('button', { name: /send/i }).click();
  await page.getByText('If an account exists, a reset link has been sent.').waitFor();

  const mail = await waitForMessageTo(env.server.dataDir, DEMO.employee);
  const link = mail.text.match(/https?:\/\/\S+reset_password\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByLabel(/^new password$/i).fill('Fresh#Password1');
  await page.getByLabel(/^confirm new password$/i).fill('Fresh#Password2');
  await page.getByRole('button', { name: /reset password/i }).click();
  await page.getByText('Passwords do not match.').waitFor();
  await page.getByLabel(/^confirm new password$/i).fill('Fresh#Password1');
  await page.getByRole('button', { name: /reset password/i }).click();
  await page.getByText('Password reset successful.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 10000 });

  await signIn(page, DEMO.employee, 'Fresh#Password1');
  await page.waitForURL((url) => url.pathname === '/');

  const reused = await page.request.post('/api/reset_password', {
    data: { token: new URL(link!).searchParams.get('token'), new_password: 'Another#Password1' },
  });
  expect(reused.status()).toBe(400);
  await page.context().close();
});

test('without a token the reset page says the link is invalid', async () => {
  const page = await newPage(env.browser, env.server.url);
  await page.goto('/reset_password');
  await page.getByText('Invalid Password Reset Link').waitFor();
  await page.context().close();
});
