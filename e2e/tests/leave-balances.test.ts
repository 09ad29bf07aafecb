import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { dateIn } from '../support/company-time';
import { COMPANY_TIME_ZONE, DEMO } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { scrollsSideways, seriousViolations, settled } from '../support/page-checks';
import { REPO_ROOT } from '../support/server';
import { signedInPage } from '../support/session';

const env = startServerAndBrowser();
const SHOTS = path.join(REPO_ROOT, '.e2e-artifacts');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// employee@acme.example in the demo company (api/src/seed/demo-company.ts).
const EMPLOYEE_NAME = 'Emma Wilson';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Tuesday to Thursday of the first week starting two weeks or more after the company's today: 3 working days. */
function midweekAhead(): { start: string; end: string } {
  const inTwoWeeks = addDays(dateIn(COMPANY_TIME_ZONE, env.server.clock.now()), 14);
  const toMonday = (8 - new Date(`${inTwoWeeks}T00:00:00Z`).getUTCDay()) % 7;
  const monday = addDays(inTwoWeeks, toMonday);
  return { start: addDays(monday, 1), end: addDays(monday, 3) };
}

const nextMonth = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 7);
const monthTitle = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** As the screens write days (mf-leave/src/shared/leave-labels.tsx), written again here. */
const days = (value: number) => (value === 1 ? '1 day' : `${value} days`);

/** Signed in through the api (sign-in.test.ts walks the form): each caller opens its screen itself. */
const signedIn = (email: string, options = {}): Promise<Page> =>
  signedInPage(env.browser, env.server.url, email, options);

/** The Vacation row of My Leave's balances: taken, pending and remaining, as numbers. */
async function vacationBalance(page: Page) {
  await page.goto('/leave-dashboard');
  const table = page.getByRole('region', { name: 'Leave Balances' });
  const row = table.getByRole('row').filter({ hasText: 'Vacation' });
  await row.waitFor();
  // By the columns' names: the table gains columns (Time in Lieu) without this test losing its place.
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const cells = await row.getByRole('cell').allTextContents();
  const column = (name: string) => Number(cells[headers.indexOf(name)]);
  return { taken: column('Taken'), pending: column('Pending'), remaining: column('Remaining') };
}

const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

async function approve(page: Page, reason: string, done: (dialog: Locator) => Promise<void> = async () => {}) {
  await page.goto('/leave-approval');
  await rowWith(page, reason).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog');
  await done(dialog);
  // The decision's own answer first: a failure then says what the api did, not only that no message came.
  const answer = page.waitForResponse((response) => /\/api\/leave_request\/\d+\/approve$/.test(response.url()));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const decided = await answer;
  expect(`${decided.status()} ${await decided.text()}`).toMatch(/^200 /);
  await page.getByText('Leave request approved.').waitFor();
}

test('an employee sees the days and balance before sending; after two approvals the balance drops and the days show on the team calendar', async () => {
  const reason = 'E2E balance week';
  const { start, end } = midweekAhead();
  const employee = await signedIn(DEMO.employee);
  const before = await vacationBalance(employee);

  await employee.goto('/leave-request');
  await employee.getByLabel('Start Date').fill(start);
  await employee.getByLabel('End Date').fill(end);
  await employee.getByLabel('Leave Type').click();
  await employee.locator('.ant-select-item-option', { hasText: 'Vacation' }).click();
  const preview = employee.getByRole('status', { name: 'Before you send' });
  await preview.getByText('Working days', { exact: true }).waitFor();
  const shown = (await preview.textContent())!;
  expect(shown).toContain('Working days3');
  // The balance the request is weighed against is what will have accrued by its last day (balance-rules.ts).
  const [, by, left] = shown.match(
    /Vacation: balance by [A-Za-z]+ \d+, \d{4}(-?[\d.]+) days?Balance after this request(-?[\d.]+) days?/,
  )!;
  expect(Number(left)).toBeCloseTo(Number(by) - 3);
  await employee.getByLabel('Reason').fill(reason);
  await employee.getByRole('button', { name: 'Submit Request' }).click();
  await employee.getByText('Leave request submitted successfully.').waitFor();

  const manager = await signedIn(DEMO.manager);
  await approve(manager, reason, async (dialog) => {
    const context = dialog.getByRole('region', { name: 'Balance and team' });
    await context.getByText('Working days', { exact: true }).waitFor();
    expect(await context.textContent()).toContain(`Vacation: balance if approved${days(Number(left))}`);
  });
  const admin = await signedIn(DEMO.admin);
  await approve(admin, reason);

  const after = await vacationBalance(employee);
  expect(after.taken).toBeCloseTo(before.taken + 3);
  expect(after.pending).toBeCloseTo(before.pending);
  expect(after.remaining).toBeCloseTo(before.remaining - 3);
  await settled(employee);
  await employee.screenshot({ path: path.join(SHOTS, 'my-leave-balances.png'), fullPage: true });

  await employee.goto('/team-calendar');
  const main = employee.getByRole('main');
  // The calendar opens on the company's month; each click on 'Next month' is awaited before the next one.
  let calendarMonth = dateIn(COMPANY_TIME_ZONE, env.server.clock.now()).slice(0, 7);
  await main.getByRole('heading', { name: monthTitle(calendarMonth) }).waitFor();
  while (calendarMonth < start.slice(0, 7)) {
    await main.getByRole('button', { name: 'Next month' }).click();
    calendarMonth = nextMonth(calendarMonth);
    await main.getByRole('heading', { name: monthTitle(calendarMonth) }).waitFor();
  }
  for (let day = start; day <= end; day = addDays(day, 1)) {
    await employee.locator(`td[title="${day}"]`, { hasText: `${EMPLOYEE_NAME} · Vacation` }).waitFor();
  }
  await settled(employee);
  expect(await seriousViolations(employee)).toEqual([]);
  await employee.screenshot({ path: path.join(SHOTS, 'team-calendar.png'), fullPage: true });
  expect(await main.getByRole('heading', { name: monthTitle(calendarMonth) }).isVisible()).toBe(true);
  for (const page of [employee, manager, admin]) await page.context().close();
});

test('on a 390 px phone My Leave and the team calendar fit the screen and pass axe', async () => {
  const page = await signedIn(DEMO.manager, PHONE);
  for (const [route, shot] of [
    ['/team-calendar', 'team-calendar-phone.png'],
    ['/leave-dashboard', 'my-leave-phone.png'],
  ] as const) {
    await page.goto(route);
    await page.getByRole('main').getByRole('heading', { level: 2 }).waitFor();
    await settled(page);
    expect(await scrollsSideways(page)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
  }
  await page.context().close();
});
