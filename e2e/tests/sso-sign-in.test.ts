import { newPage } from '../support/browser';
import { DEMO } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { startOidcProvider } from '../support/oidc-provider';

const CLIENT = { client_id: 'attendance', client_secret: 'e2e-client-secret-0123456789' };
const ACCOUNTS = {
  'emp-1': { email: DEMO.employee, email_verified: true },
  stranger: { email: 'stranger@elsewhere.example', email_verified: true },
};

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
const env: Record<string, string> = {
  OIDC_CLIENT_ID: CLIENT.client_id,
  OIDC_CLIENT_SECRET: CLIENT.client_secret,
  OIDC_PROVIDER_NAME: 'Acme ID',
};
// Before the app starts (startServerAndBrowser's beforeAll reads env then): the app is the provider's client.
beforeAll(async () => {
  provider = await startOidcProvider();
  env.OIDC_ISSUER_URL = provider.issuer;
});
const app = startServerAndBrowser(env);
beforeAll(() =>
  provider.configure({
    client: { ...CLIENT, redirect_uris: [`${app.server.url}/sso/callback`] },
    accounts: ACCOUNTS,
  }),
);
afterAll(() => provider?.stop());

/** From the sign-in page through the provider's own login form, back to the app. */
async function signInThroughProvider(accountId: string) {
  const page = await newPage(app.browser, app.server.url);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(accountId);
  await page.locator('input[name="password"]').fill('whatever the provider checks');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  return page;
}

test("signs in through the company's identity provider and lands on the home page", async () => {
  const page = await signInThroughProvider('emp-1');
  await page.waitForURL((url) => url.origin === app.server.url && url.pathname === '/');
  await page.getByRole('navigation').waitFor();
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string });
  expect(user?.email).toBe(DEMO.employee);
  // The flow cookie was used once and cleared.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'oidc_flow')).toBeUndefined();
  await page.context().close();
});

test('a person the company does not employ is told so, and is not signed in', async () => {
  const page = await signInThroughProvider('stranger');
  await page.waitForURL((url) => url.pathname === '/sso/callback');
  await page
    .getByText(
      'No employee account uses stranger@elsewhere.example. Ask an administrator to add you, then sign in again.',
    )
    .waitFor();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await page.context().close();
});
