import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { clockAt, zonedInstant } from '../support/clock';
import { COMPANY_TIME_ZONE, DEMO } from '../support/demo';
import { type RunningServer, startServer } from '../support/server';
import { signedInPage } from '../support/session';

// The demo seed fills the work days up to the api's clock, so the home page is checked at three times of one
// Wednesday: nobody in yet, most people in, everyone in and gone home. `adminRows` (fewest, most) keeps each time
// what it is meant to be: an empty table, then more than its first page of 10 rows. Nobody is 'Absent' before an
// arrival would be late (work start + grace): until then those not in are 'Not Yet In', and after it nobody is.
// What differs by role (whose rows, the leave card's title, link and names) is the same at every time: every role is
// walked once, mid-morning; the admin, who sees everyone, at the other two times.
const WORK_DAY = '2026-03-18';
const ADMIN = ['admin', DEMO.admin, 'Pending Leave Requests', '/leave-approval'] as const;
const ROLES = [
  ADMIN,
  ['manager', DEMO.manager, 'Pending Leave Requests', '/leave-approval'],
  ['employee', DEMO.employee, 'My Pending Requests', '/leave-dashboard'],
] as const;
const TIMES_OF_DAY = [
  { label: 'before work start', time: '07:30', adminRows: [0, 0], beforeLate: true, roles: [ADMIN] },
  { label: 'mid-morning', time: '10:40', adminRows: [11, Infinity], beforeLate: false, roles: ROLES },
  { label: 'after work end', time: '19:30', adminRows: [11, Infinity], beforeLate: false, roles: [ADMIN] },
];

interface Stats {
  dailyStats: { label: string; value: number }[];
  employees: { id: number; name: string }[];
}
interface LeaveRow {
  employee_name: string;
  status: string;
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

/** The names in the time-tracking table, page after page (it shows 10 rows a page). */
async function tableNames(page: Page): Promise<string[]> {
  const table = page.locator('.ant-card', { hasText: "Today's Time Tracking Stats" });
  const next = table.locator('.ant-pagination-next');
  const names: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    // An empty table's one row, its text across every column, names no one.
    names.push(...(await table.locator('tbody tr td:first-child:not([colspan])').allInnerTexts()));
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') return names;
    await next.click();
    await activePage(table, pageNumber + 1).waitFor();
  }
}

const activePage = (table: Locator, pageNumber: number) =>
  table.locator(`.ant-pagination-item-active[title="${pageNumber}"]`);

// One browser for the file; a server per time of day, since the seed differs by the time it runs at.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(TIMES_OF_DAY)('$label ($time in the company zone)', ({ time, adminRows, beforeLate, roles }) => {
  const clock = clockAt(zonedInstant(WORK_DAY, time, COMPANY_TIME_ZONE));
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({}, clock);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** The home page, signed in through the api: this file is about what home shows, not about signing in. */
  async function signedIn(email: string): Promise<Page> {
    const page = await signedInPage(browser, server.url, email, {}, clock);
    await page.goto('/');
    await page.getByRole('region', { name: "Today's Stats" }).waitFor();
    return page;
  }

  test.each(roles)("the %s's home dashboard shows what they may see", async (role, email, leaveTitle, leaveLink) => {
    const page = await signedIn(email);
    const stats = await asUser<Stats>(page, 'dashboard_stats');
    const leave = (await asUser<LeaveRow[]>(page, 'leave_requests')).filter((r) => r.status.includes('pending'));

    const cards = await cardValues(page);
    expect(cards).toEqual(Object.fromEntries(stats.dailyStats.map((c) => [c.label, c.value])));
    if (beforeLate) expect([cards.Absent, cards['Not Yet In']! > 0]).toEqual([0, true]);
    else expect(cards['Not Yet In']).toBe(0);
    expect((await tableNames(page)).sort()).toEqual(stats.employees.map((e) => e.name).sort());
    if (role === 'admin') {
      expect(stats.employees.length).toBeGreaterThanOrEqual(adminRows[0]!);
      expect(stats.employees.length).toBeLessThanOrEqual(adminRows[1]!);
    }
    if (role === 'employee') expect(stats.employees.length).toBeLessThanOrEqual(1);

    const leaveCard = page.locator('.ant-card', { hasText: leaveTitle });
    expect(await leaveCard.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe(leaveLink);
    expect(await leaveCard.getByRole('listitem').count()).toBe(Math.min(3, leave.length));
    if (leave.length > 3) await leaveCard.getByText(`Showing 3 of ${leave.length} pending requests`).waitFor();
    // Employees see no names on the pending cards; others see whose request it is.
    const names = await leaveCard.getByRole('listitem').getByRole('heading', { level: 4 }).allInnerTexts();
    for (const [i, title] of names.entries()) expect(title.includes(leave[i]!.employee_name)).toBe(role !== 'employee');

    await page
      .locator('.ant-card', { hasText: 'Upcoming Birthdays (Next 30 Days)' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await page.context().close();
  });
});
