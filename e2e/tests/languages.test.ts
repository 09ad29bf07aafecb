import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/demo';
import { OFFICE_GEOLOCATION } from '../support/fake-camera';
import { startServerAndBrowser } from '../support/fixture';
import { scrollsSideways } from '../support/page-checks';

const env = startServerAndBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const html = (page: Page) => page.locator('html');
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

async function chooseInUserMenu(page: Page, language: string) {
  await page.locator('.ant-layout-header .ant-dropdown-trigger').click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('an employee switches to German, keeps it on the next visit, then Arabic turns the page right to left', async () => {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, DEMO.employee);
  await sidebarLink(page, 'Request Leave').waitFor();

  await chooseInUserMenu(page, 'Deutsch');
  await sidebarLink(page, 'Urlaub beantragen').waitFor();
  for (const german of ['Übersicht', 'Anwesenheit', 'Stundenzettel', 'Mein Urlaub', 'Teamkalender'])
    await sidebarLink(page, german).waitFor();
  expect(await sidebarLink(page, 'Dashboard').count()).toBe(0);
  expect(await html(page).getAttribute('lang')).toBe('de');

  // The choice is the person's own (PUT /api/me/preferences): a new visit opens in German.
  await page.reload();
  await sidebarLink(page, 'Urlaub beantragen').waitFor();
  // A remote's own texts come with its build (mf-leave's German catalogue).
  await sidebarLink(page, 'Mein Urlaub').click();
  await page.getByRole('heading', { name: 'Mein Urlaub', level: 2 }).waitFor();
  await page.getByText('Urlaubsguthaben').first().waitFor();

  await chooseInUserMenu(page, 'العربية');
  await sidebarLink(page, 'طلب إجازة').waitFor();
  expect(await html(page).getAttribute('dir')).toBe('rtl');
  await page.context().close();
});

test('on a 390 px phone, Arabic chosen on the sign-in page runs right to left without sideways scroll', async () => {
  const page = await newPage(env.browser, env.server.url, PHONE);
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
  expect(await html(page).getAttribute('dir')).toBe('rtl');
  expect(await scrollsSideways(page)).toBeNull();
  // Remembered on this device: the next visit's sign-in page opens in Arabic.
  await page.reload();
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();

  await page.getByLabel('البريد الإلكتروني').fill(DEMO.manager);
  await page.getByLabel('كلمة المرور').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'دخول' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('region', { name: 'إحصاءات اليوم' }).waitFor();
  expect(await html(page).getAttribute('dir')).toBe('rtl');
  expect(await scrollsSideways(page)).toBeNull();

  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'الموافقة على الإجازات', exact: true }).waitFor();
  // The menu comes in from the right, where Arabic starts.
  const box = (await drawer.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(390);
  expect(await scrollsSideways(page)).toBeNull();
  await page.context().close();
});

test('the attendance screen and its logs speak German: status card, clock button, location, columns', async () => {
  const page = await newPage(env.browser, env.server.url, {
    permissions: ['geolocation'],
    geolocation: OFFICE_GEOLOCATION,
  });
  await signIn(page, DEMO.employee);
  await page.waitForURL((url) => url.pathname === '/');
  // Whatever the employee chose before, the menu names German in German.
  await chooseInUserMenu(page, 'Deutsch');
  await sidebarLink(page, 'Anwesenheit').click();
  // mf-attendance's own catalogue, loaded with its build.
  await page.getByRole('heading', { name: 'Anwesenheit', level: 2 }).waitFor();
  await page.getByText(/^(Eingestempelt|Ausgestempelt)$/).waitFor();
  // The button of the next clock action, or none once the day is complete.
  const clockButton = page.getByRole('button', { name: /Gesicht prüfen & (ein|aus)stempeln/ });
  await clockButton.or(page.getByText('Tag abgeschlossen')).first().waitFor();
  await page.getByText('Standort', { exact: true }).waitFor();
  await page.getByText('Breitengrad').waitFor();
  await page.getByText('51,515500').waitFor();
  await page.getByText('20 Meter').waitFor();
  const attendance = await page.locator('body').innerText();
  for (const english of ['Clocked In', 'Clocked Out', 'Verify Face', 'Location', 'Latitude', 'Accuracy', 'meters'])
    expect([english, attendance.includes(english)]).toEqual([english, false]);

  await page.goto('/attendance-logs');
  await page.getByRole('heading', { name: 'Anwesenheitsprotokoll', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Filter anwenden' }).waitFor();
  for (const heading of ['Datum', 'Kommen', 'Gehen', 'Gearbeitet', 'Fälschungswert', 'Abweichung'])
    await page.getByRole('columnheader', { name: heading, exact: true }).first().waitFor();
  const logs = await page.locator('body').innerText();
  for (const english of ['Check In', 'Spoof Score', 'Apply Filters', 'Start Date', 'My correction requests'])
    expect([english, logs.includes(english)]).toEqual([english, false]);
  await page.context().close();
});
