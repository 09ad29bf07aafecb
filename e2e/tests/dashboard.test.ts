import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { REPO_ROOT } from '../support/server';

const env = startServerAndBrowser();
const SHOTS = path.join(REPO_ROOT, '.e2e-artifacts');

interface Stats {
  dailyStats: { label: string; value: number }[];
  employees: { id: number; name: string }[];
}
interface LeaveRow {
  employee_name: string;
  status: string;
}

async function signedIn(email: string): Promise<Page> {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('region', { name: "Today's Stats" }).waitFor();
  return page;
}

/** What the api answers this user, read with the page's own session. */
async function asUser<T>(page: Page, apiPath: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user')!).token as string);
  const res = await page.request.get(`/api/${apiPath}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.json() as Promise<T>;
}

async function cardValues(page: Page): Promise<Record<string, number>> {
  const cards = page.getByRole('region', { name: "Today's Stats" }).locator('.ant-statistic');
  const values: Record<string, number> = {};
  for (const card of await cards.all()) {
    values[await card.locator('.ant-statistic-title').innerText()] = Number(
      await card.locator('.ant-statistic-content-value').innerText(),
    );
  }
  return values;
}

const tableNames = (page: Page) =>
  page
    .locator('.ant-card', { hasText: "Today's Time Tracking Stats" })
    .locator('tbody tr.ant-table-row td:first-child')
    .allInnerTexts();

test.each([
  ['admin', DEMO.admin, 'Pending Leave Requests', '/leave-approval'],
  ['manager', DEMO.manager, 'Pending Leave Requests', '/leave-approval'],
  ['employee', DEMO.employee, 'My Pending Requests', '/leave-dashboard'],
])("the %s's home dashboard shows what they may see", async (role, email, leaveTitle, leaveLink) => {
  const page = await signedIn(email);
  const stats = await asUser<Stats>(page, 'dashboard_stats');
  const leave = (await asUser<LeaveRow[]>(page, 'leave_requests')).filter((r) => r.status.includes('pending'));

  expect(await cardValues(page)).toEqual(Object.fromEntries(stats.dailyStats.map((c) => [c.label, c.value])));
  expect((await tableNames(page)).sort()).toEqual(stats.employees.map((e) => e.name).sort());
  if (role === 'employee') expect(stats.employees.length).toBeLessThanOrEqual(1);

  const leaveCard = page.locator('.ant-card', { hasText: leaveTitle });
  expect(await leaveCard.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(leaveLink);
  expect(await leaveCard.locator('.ant-list-item').count()).toBe(Math.min(3, leave.length));
  if (leave.length > 3) await leaveCard.getByText(`Showing 3 of ${leave.length} pending requests`).waitFor();
  // Employees see no names on the pending cards; others see whose request it is.
  const names = await leaveCard.locator('.ant-list-item-meta-title').allInnerTexts();
  for (const [i, title] of names.entries()) expect(title.includes(leave[i]!.employee_name)).toBe(role !== 'employee');

  await page
    .locator('.ant-card', { hasText: 'Upcoming Birthdays (Next 30 Days)' })
    .locator('.ant-list-item')
    .first()
    .waitFor();
  await page.screenshot({ path: path.join(SHOTS, `home-${role}.png`), fullPage: true });
  await page.context().close();
});
