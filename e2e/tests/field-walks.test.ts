import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
// eslint-disable-next-line no-restricted-imports
import { ROLES, type Role } from '../../shared-auth/src/access/roles';
import { apiSession, type ApiSession } from '../support/api-client';
import { newPage } from '../support/browser';
import { suiteClockOr, zonedInstant } from '../support/clock';
import { dateIn, shownTime } from '../support/company-time';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { OFFICE_GEOLOCATION } from '../support/fake-camera';
import { startServerAndBrowser } from '../support/fixture';
import { notTappable, scrollsSideways, seriousViolations, settled, TOUCH_TARGET_PX } from '../support/page-checks';
import { ENGLISH, PRIMARY_ACTIONS, PUBLIC_SCREENS } from '../support/primary-actions';
import { signedInPage } from '../support/session';
import { addressOf, axeOncePerLayout, openInApp, routesOf } from '../support/walks';

// Issue 12: every screen of every role on a desktop and a phone, the phone's browser in Tokyo (already the next day)
// against a company in Berlin. One server and one page load per role and viewport: each screen is opened inside the
// app, as a click would, and checked for sideways scroll, its primary action, axe and the company's clock on that one
// load. One phone: a second, wider one (390 px) showed nothing the 360 px one does not.
const COMPANY_ZONE = 'Europe/Berlin';
// 16:30 in Berlin on a Wednesday: most staff are in; in Tokyo it is already Thursday.
const CLOCK = suiteClockOr(zonedInstant('2026-03-18', '16:30', COMPANY_ZONE));
const TODAY = dateIn(COMPANY_ZONE, CLOCK.now());
const env = startServerAndBrowser({}, [], CLOCK);
// A walk loads one page and opens up to 14 screens in it; a busy 2-core machine needs well over the default.
const WALK_TIMEOUT_MS = 300_000;
/** axe runs on each screen once a layout (see walks.ts); the other checks run on every walk. */
const axeDue = axeOncePerLayout();
/**
 * Whether a walk on `viewport` still has to try the rough edges of the screen at `routePath`: once a screen, by the
 * first role that walks it. What they try is the api's answer (a refused delete, an empty period), the same for
 * every role that sees the screen.
 */
const roughEdgesDue = (() => {
  const tried = new Set<string>();
  return (viewport: Viewport, routePath: string) => {
    if (!viewport.roughEdges || tried.has(routePath)) return false;
    tried.add(routePath);
    return true;
  };
})();
/** The phone's menu drawer, which opens one screen as a phone's user does. */
const DRAWER = { button: 'Open menu', dialog: 'Main navigation' };

interface Viewport {
  name: string;
  phone: boolean;
  /** The walk also tries the rough edges of issue 12's list (once is enough: on the desktop, see roughEdgesDue). */
  roughEdges?: boolean;
  zone: string;
  options: BrowserContextOptions;
}
const phone = (width: number, height: number) => ({ viewport: { width, height }, isMobile: true, hasTouch: true });
const VIEWPORTS: Viewport[] = [
  { name: 'desktop', phone: false, roughEdges: true, zone: COMPANY_ZONE, options: {} },
  { name: 'phone 360x740', phone: true, zone: 'Asia/Tokyo', options: phone(360, 740) },
];
const EMAILS: Record<Role, string> = { admin: DEMO.admin, manager: DEMO.manager, employee: DEMO.employee };

const dayAfter = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
function lastSaturdayBefore(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const daysBack = (noon.getUTCDay() + 1) % 7 || 7;
  return new Date(noon.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}

let admin: ApiSession;
let companyName: string;
let editedEmployeeId: number;
let leaveTypeNames: Map<string, string>;

beforeAll(async () => {
  admin = await apiSession(env.server.url, DEMO.admin, DEMO_PASSWORD);
  const settings = await admin.json<Array<{ setting_key: string; setting_value: string }>>('settings');
  const moved = settings.map((s) => (s.setting_key === 'TIME_ZONE' ? { ...s, setting_value: COMPANY_ZONE } : s));
  expect((await admin.call('settings', { method: 'PUT', body: JSON.stringify(moved) })).status).toBe(200);
  companyName = settings.find((s) => s.setting_key === 'COMPANY_NAME')!.setting_value;
  const people = await admin.json<Array<{ employee_id: number; email: string }>>('employees_list');
  editedEmployeeId = people.find((person) => person.email === DEMO.employee)!.employee_id;
  const types = await admin.json<Array<{ leave_type: string; display_name: string }>>('leave_type_details');
  leaveTypeNames = new Map(types.map((type) => [type.leave_type, type.display_name]));
}, 60000);

/** What the api answers the page's own user. */
async function asUser<T>(page: Page, apiPath: string): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user')!).token as string);
  const response = await page.request.get(`/api/${apiPath}`, { headers: { Authorization: `Bearer ${token}` } });
  return response.json() as Promise<T>;
}

interface Screen {
  page: Page;
  main: Locator;
  role: Role;
  viewport: Viewport;
  /** This walk tries the screen's rough edges (see roughEdgesDue). */
  roughEdges: boolean;
  report: (problem: string) => void;
}

interface LogRow {
  check_in_time: string | null;
}

/** The first rows of a log table against the api's records: the check-in on the company's clock. */
async function checkInTimes(screen: Screen) {
  const logs = await asUser<LogRow[]>(screen.page, 'attendance_logs');
  const rows = screen.main.locator('table').first().locator('tbody tr:not(:has(td[colspan]))');
  await rows.first().waitFor();
  // Found by its header: on a phone the logs put the row's action before it.
  const column = (await screen.main.locator('thead').first().getByRole('columnheader').allInnerTexts()).indexOf(
    'Check In',
  );
  if (column < 0) return screen.report('has no Check In column');
  for (const [index, log] of logs.slice(0, 5).entries()) {
    const shown = await rows.nth(index).getByRole('cell').nth(column).innerText();
    const expected = shownTime(log.check_in_time!, COMPANY_ZONE, screen.viewport.zone);
    if (shown !== expected) screen.report(`row ${index + 1} shows ${shown}, the api's time is ${expected}`);
  }
}

interface CurrentStatus {
  state: 'not_clocked_in' | 'clocked_in' | 'day_complete';
  clock_in_time: string | null;
}

/** Extra checks of some screens, on the same load. */
const SCREEN_CHECKS: Record<string, (screen: Screen) => Promise<void>> = {
  async ''({ page, main, role, report }) {
    await main.getByRole('heading', { name: "Today's Stats" }).waitFor();
    if (!(await page.getByRole('banner').innerText()).includes(companyName)) report('the top bar lacks the name');
    const pending = (
      await asUser<Array<{ status: string; employee_name: string; leave_type: string }>>(page, 'leave_requests')
    ).filter((request) => request.status.includes('pending'));
    const card = main.locator('.ant-card', { hasText: role === 'employee' ? 'My Pending Requests' : 'Pending Leave' });
    const titles = await card.getByRole('listitem').getByRole('heading', { level: 4 }).allInnerTexts();
    const expected = pending.slice(0, titles.length).map((request) => {
      const type = leaveTypeNames.get(request.leave_type)!;
      return role === 'employee' ? type : `${request.employee_name} · ${type}`;
    });
    if (titles.join('\n') !== expected.join('\n')) report(`pending leave reads ${titles} not ${expected}`);
  },
  async attendance({ page, main, report, viewport }) {
    const status = await asUser<CurrentStatus>(page, 'current_status');
    if (status.state === 'not_clocked_in') return;
    const since = shownTime(status.clock_in_time!, COMPANY_ZONE, viewport.zone);
    const text = status.state === 'clocked_in' ? `Clocked in since ${since}` : `In ${since}`;
    // The clock action shows once the status has loaded, so the text is there by now; the wait is for a slow paint.
    await main
      .getByText(text, { exact: true })
      .waitFor({ timeout: 10_000 })
      .catch(() => report(`does not say '${text}'`));
  },
  async 'attendance-logs'(screen) {
    await checkInTimes(screen);
  },
  async 'attendance-history'(screen) {
    await checkInTimes(screen);
  },
  async timesheet({ main, report }) {
    const end = await main.getByLabel('End Date').inputValue();
    if (end !== TODAY) report(`the default end date is ${end}, the company's today is ${TODAY}`);
  },
  async departments({ page, main, roughEdges }) {
    if (!roughEdges) return;
    // A department with members is not deleted: the refusal says how many there are.
    await main.getByRole('button', { name: 'Delete Engineering' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await main.getByText(/^This department has \d+ members?\. Move them to another department first\.$/).waitFor();
    const names = (await admin.json<Array<{ department_name: string }>>('departments')).map((d) => d.department_name);
    expect(names).toContain('Engineering');
  },
  async 'employee-list'({ main, roughEdges }) {
    if (!roughEdges) return;
    // Nobody terminates their own account: the admin's own row offers Edit only.
    await main.getByLabel('Filter employees').fill('Olivia Bennett');
    await main.getByRole('button', { name: 'Edit Olivia Bennett' }).waitFor();
    expect(await main.getByRole('button', { name: 'Terminate Olivia Bennett' }).count()).toBe(0);
  },
  async 'reports-dashboard'({ main, roughEdges }) {
    if (!roughEdges) return;
    // A weekend: the departments are there, with nothing to draw.
    const saturday = lastSaturdayBefore(TODAY);
    await main.getByLabel('Start Date').fill(saturday);
    await main.getByLabel('End Date').fill(dayAfter(saturday));
    await main.getByRole('button', { name: 'Apply Filters' }).click();
    await main
      .locator('.ant-card', { hasText: 'Department/Employee Distribution' })
      .getByText('No data for this period')
      .waitFor();
  },
};

describe.each(VIEWPORTS)('$name', (viewport) => {
  test.each(ROLES)(
    'every screen of the %s',
    async (role) => {
      const page = await signedInPage(
        env.browser,
        env.server.url,
        EMAILS[role],
        {
          ...viewport.options,
          timezoneId: viewport.zone,
          permissions: ['geolocation'],
          geolocation: OFFICE_GEOLOCATION,
        },
        CLOCK,
      );
      const problems: string[] = [];
      await page.goto('/');
      for (const route of routesOf(role)) {
        const at = addressOf(route, editedEmployeeId);
        const report = (problem: string) => problems.push(`${at}: ${problem}`);
        const drawer = viewport.phone && route.path === 'attendance' ? DRAWER : undefined;
        if (route.path !== '') await openInApp(page, at, route.title, drawer);
        const main = page.getByRole('main');
        const primary = PRIMARY_ACTIONS[route.path]?.(main, ENGLISH).first();
        if (!primary) {
          report('no primary action is known for this screen');
          continue;
        }
        await primary.waitFor();
        await settled(page);

        const sideways = await scrollsSideways(page);
        if (sideways) report(sideways);
        const tap = await notTappable(primary, viewport.phone ? TOUCH_TARGET_PX : 0);
        if (tap) report(`primary action: ${tap}`);
        if (axeDue(viewport.phone ? 'phone' : 'desktop', role, route.path))
          for (const violation of await seriousViolations(page)) report(violation);
        const roughEdges = roughEdgesDue(viewport, route.path);
        await SCREEN_CHECKS[route.path]?.({ page, main, role, viewport, roughEdges, report });
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );

  test('the public screens', async () => {
    const page = await newPage(env.browser, env.server.url, { ...viewport.options, timezoneId: viewport.zone }, CLOCK);
    const problems: string[] = [];
    for (const screen of PUBLIC_SCREENS) {
      await page.goto(screen.path);
      const primary = screen.primary(page);
      await primary.waitFor();
      const report = (problem: string) => problems.push(`${screen.path}: ${problem}`);
      const sideways = await scrollsSideways(page);
      if (sideways) report(sideways);
      const tap = await notTappable(primary, viewport.phone ? TOUCH_TARGET_PX : 0);
      if (tap) report(`primary action: ${tap}`);
      for (const violation of await seriousViolations(page)) report(violation);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
