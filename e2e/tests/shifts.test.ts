import path from 'node:path';
import type { Page } from 'playwright-core';
import { apiSession, type ApiSession } from '../support/api-client';
import { SUITE_CLOCK } from '../support/clock';
import { dateIn } from '../support/company-time';
import { COMPANY_TIME_ZONE, DEMO, DEMO_PASSWORD } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { scrollsSidewaysAfterResize, seriousViolations, settled } from '../support/page-checks';
import { REPO_ROOT } from '../support/server';
import { signedInPage } from '../support/session';

const env = startServerAndBrowser();
const SHOTS = path.join(REPO_ROOT, '.e2e-artifacts');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const WIDTHS = [1366, 390, 360];

// The company's dates, as the api counts them: next week is the one the manager plans.
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const today = dateIn(COMPANY_TIME_ZONE, SUITE_CLOCK.now());
const thisMonday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
const nextMonday = addDays(thisMonday, 7);
const nextSaturday = addDays(nextMonday, 5);
const longDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

let admin: ApiSession;
let manager: ApiSession;
const types = {} as { early: number; late: number };
let engineering: number;

beforeAll(async () => {
  admin = await apiSession(env.server.url, DEMO.admin, DEMO_PASSWORD);
  manager = await apiSession(env.server.url, DEMO.manager, DEMO_PASSWORD);
  // The demo company's own shift types (api/src/seed/demo-shift-types.ts).
  const shiftTypes = await admin.json<Array<{ shift_type_id: number; name: string }>>('shift_types');
  types.early = shiftTypes.find((type) => type.name === 'Early')!.shift_type_id;
  types.late = shiftTypes.find((type) => type.name === 'Late')!.shift_type_id;
  const departments = await admin.json<Array<{ department_id: number; department_name: string }>>('departments');
  engineering = departments.find((department) => department.department_name === 'Engineering')!.department_id;
});

/** Signed in through the api (sign-in.test.ts walks the form): each caller opens its screen itself. */
const signedIn = (email: string, options = {}): Promise<Page> =>
  signedInPage(env.browser, env.server.url, email, options);

const main = (page: Page) => page.getByRole('main');

async function chooseOption(page: Page, label: string, option: string) {
  await main(page).getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .click();
}

/** Each width: the page fits without sideways scrolling and axe finds nothing serious or critical. */
async function checkAccessible(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await settled(page);
    expect([width, await scrollsSidewaysAfterResize(page)]).toEqual([width, null]);
    expect([width, await seriousViolations(page)]).toEqual([width, []]);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

test('a manager builds next week from a pattern on a desktop and publishes it; the roster passes axe', async () => {
  const page = await signedIn(DEMO.manager);
  await page.goto('/roster');
  await main(page).getByRole('heading', { level: 2, name: 'Roster' }).waitFor();
  await chooseOption(page, 'Department', 'Engineering');
  await main(page).getByRole('button', { name: 'Next' }).click();
  const grid = main(page).getByRole('region', { name: 'Roster grid' });
  await grid.getByRole('columnheader', { name: /^Mon \d+$/ }).waitFor();
  await grid.getByRole('checkbox', { name: 'Emma Wilson' }).check();
  await grid.getByRole('checkbox', { name: 'Liam Hughes' }).check();

  await main(page).getByRole('button', { name: 'Apply pattern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply a pattern' });
  await dialog.getByLabel('Pattern', { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('New pattern').click();
  await dialog.getByLabel('Pattern name').fill('Weekday earlies');
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
    await dialog.getByLabel(`Week 1 ${day}`).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('Early', { exact: true })
      .click();
  }
  expect(await dialog.getByLabel('Start date').inputValue()).toBe(nextMonday);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await grid.getByRole('button', { name: `Emma Wilson, ${longDay(nextMonday)}, Early 06:00–14:00 (draft)` }).waitFor();

  await main(page).getByRole('button', { name: 'Publish week' }).click();
  await main(page)
    .getByText(/^Published/)
    .waitFor();
  await grid
    .getByRole('button', { name: `Liam Hughes, ${longDay(addDays(nextMonday, 4))}, Early 06:00–14:00 (published)` })
    .waitFor();

  // The api agrees: both people have five published shifts next week.
  const shifts = await manager.json<Array<{ employee_name: string; status: string }>>(
    `shift_assignments?start=${nextMonday}&end=${addDays(nextMonday, 6)}`,
  );
  expect(
    shifts
      .filter((shift) => shift.status === 'published')
      .map((shift) => shift.employee_name)
      .sort(),
  ).toEqual([...Array(5).fill('Emma Wilson'), ...Array(5).fill('Liam Hughes')]);
  await checkAccessible(page, 'roster');
  await page.context().close();
});

test('an employee on a phone sees the published shifts, claims an open shift, the manager approves it', async () => {
  const posted = await manager.call('open_shifts', {
    method: 'POST',
    body: JSON.stringify({ department_id: engineering, shift_date: nextSaturday, shift_type_id: types.late }),
  });
  expect(posted.status).toBe(201);

  const employee = await signedIn(DEMO.employee, PHONE);
  await employee.goto('/my-shifts');
  const upcoming = main(employee).locator('.ant-card', {
    has: employee.getByRole('heading', { name: 'Upcoming shifts' }),
  });
  await upcoming.getByRole('heading', { name: longDay(nextMonday) }).waitFor();
  expect(await upcoming.getByText('Early', { exact: true }).count()).toBe(5);

  await main(employee)
    .getByRole('button', { name: `Claim Late ${nextSaturday}` })
    .click();
  await main(employee).locator('.ant-alert-success').waitFor();

  const managerPage = await signedIn(DEMO.manager);
  await managerPage.goto('/my-shifts');
  const approvals = main(managerPage).locator('.ant-card', {
    has: managerPage.getByRole('heading', { name: 'To approve' }),
  });
  await approvals.getByText(`Emma Wilson · ${longDay(nextSaturday)}`).waitFor();
  await approvals.getByRole('button', { name: 'Approve' }).click();
  await main(managerPage).locator('.ant-alert-success').waitFor();

  await employee.reload();
  await upcoming.getByRole('heading', { name: longDay(nextSaturday) }).waitFor();
  await upcoming.getByText('Late', { exact: true }).waitFor();
  await checkAccessible(employee, 'my-shifts');
  await Promise.all([employee.context().close(), managerPage.context().close()]);
});

test('an employee on a phone offers a shift for a colleague’s; once the colleague agrees and the manager approves, they are swapped', async () => {
  const nextSunday = addDays(nextMonday, 6);
  const week = await manager.json<Array<{ employee_id: number; employee_name: string }>>(
    `shift_assignments?start=${nextMonday}&end=${nextSunday}`,
  );
  const liamId = week.find((shift) => shift.employee_name === 'Liam Hughes')!.employee_id;
  const post = (path: string, body: object) => manager.call(path, { method: 'POST', body: JSON.stringify(body) });
  expect(
    (await post('shift_assignments', { employee_id: liamId, shift_date: nextSunday, shift_type_id: types.early }))
      .status,
  ).toBe(201);
  expect((await post('roster/publish', { week_start: nextMonday, department_id: engineering })).status).toBe(200);

  const employee = await signedIn(DEMO.employee, PHONE);
  await employee.goto('/my-shifts');
  const upcoming = main(employee).locator('.ant-card', {
    has: employee.getByRole('heading', { name: 'Upcoming shifts' }),
  });
  await upcoming
    .getByRole('region', { name: longDay(nextSaturday) })
    .getByRole('button', { name: 'Swap' })
    .click();
  const dialog = employee.getByRole('dialog', { name: 'Ask a colleague to take or swap this shift' });
  const pick = async (label: string, option: string) => {
    await dialog.getByLabel(label, { exact: true }).click();
    await employee
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(option, { exact: true })
      .click();
  };
  await pick('Colleague', 'Liam Hughes');
  await pick('In exchange for', `${longDay(nextSunday)} Early 06:00–14:00`);
  await settled(employee);
  expect(await seriousViolations(employee)).toEqual([]);
  await employee.screenshot({ path: path.join(SHOTS, 'swap-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const swaps = main(employee).locator('.ant-card', { has: employee.getByRole('heading', { name: 'Swap requests' }) });
  await swaps
    .getByText(
      `Emma Wilson: Late 14:00-22:00, ${longDay(nextSaturday)} to Liam Hughes: Early 06:00-14:00, ${longDay(nextSunday)}`,
    )
    .waitFor();

  const liam = await apiSession(env.server.url, 'liam.hughes@acme.example', DEMO_PASSWORD);
  const [swap] = await liam.json<Array<{ swap_id: number; status: string }>>('shift_swap_requests?status=pending peer');
  expect((await liam.call(`shift_swap_requests/${swap!.swap_id}/accept`, { method: 'POST' })).status).toBe(200);
  expect((await post(`shift_swap_requests/${swap!.swap_id}/approve`, {})).status).toBe(200);

  await employee.reload();
  await upcoming
    .getByRole('region', { name: longDay(nextSunday) })
    .getByText('Early', { exact: true })
    .waitFor();
  expect(await upcoming.getByRole('region', { name: longDay(nextSaturday) }).count()).toBe(0);
  await employee.context().close();
});
