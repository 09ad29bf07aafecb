import path from 'node:path';
import { DEMO } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { REPO_ROOT } from '../support/server';
import { signedInPage } from '../support/session';

const env = startServerAndBrowser();
const LOGO = path.join(REPO_ROOT, 'e2e/fixtures/acme-logo.png');

test('the admin edits a setting and uploads a logo that then shows in the top bar', async () => {
  const page = await signedInPage(env.browser, env.server.url, DEMO.admin);
  await page.goto('/settings');
  await page.getByText('No logo uploaded.').waitFor();

  const graceRow = page.getByRole('row').filter({ hasText: 'GRACE_MINUTES' });
  await graceRow.getByRole('textbox').fill('15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Settings updated successfully!').waitFor();

  await page.reload();
  await page.getByRole('row').filter({ hasText: 'GRACE_MINUTES' }).getByRole('textbox').waitFor();
  expect(await page.getByRole('row').filter({ hasText: 'GRACE_MINUTES' }).getByRole('textbox').inputValue()).toBe('15');

  await page.locator('input[type=file]').setInputFiles(LOGO);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('Logo uploaded successfully!').waitFor();
  // The top bar shows the logo next to the company name.
  const headerLogo = page.getByRole('banner').locator('img');
  await headerLogo.waitFor();
  expect(await headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.getByRole('banner').getByText('Acme Corporation', { exact: true }).waitFor();
  await page.screenshot({ path: path.join(REPO_ROOT, '.e2e-artifacts/settings.png'), fullPage: true });
  await page.context().close();
});

test('a bad setting value is refused with the server message and nothing changes', async () => {
  const page = await signedInPage(env.browser, env.server.url, DEMO.admin);
  await page.goto('/settings');
  const zoneRow = page.getByRole('row').filter({ hasText: 'TIME_ZONE' });
  const before = await zoneRow.getByRole('textbox').inputValue();
  await zoneRow.getByRole('textbox').fill('Mars/Olympus_Mons');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page
    .getByText(/time zone/i)
    .first()
    .waitFor();
  await page.reload();
  expect(await page.getByRole('row').filter({ hasText: 'TIME_ZONE' }).getByRole('textbox').inputValue()).toBe(before);
  await page.context().close();
});
