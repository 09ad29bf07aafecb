import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { suiteClockOr, zonedInstant } from '../support/clock';
import { COMPANY_TIME_ZONE, DEMO } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { scrollsSideways, seriousViolations, settled } from '../support/page-checks';
import { signedInPage } from '../support/session';

// Issue 16: the demo employee asks to fix a past day, manager1 approves it in Attendance Reviews, the employee's
// logs mark the day corrected. A Wednesday morning in London; each layout corrects a day of its own (one open
// request per day).
const CLOCK = suiteClockOr(zonedInstant('2026-03-18', '10:00', COMPANY_TIME_ZONE));
const env = startServerAndBrowser({}, [], CLOCK);
// employee@acme.example in the demo company (api/src/seed/demo-company.ts).
const EMPLOYEE_NAME = 'Emma Wilson';
const TIMEOUT_MS = 180_000;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const companyToday = () =>
  new Date(env.server.clock.now()).toLocaleDateString('sv-SE', { timeZone: COMPANY_TIME_ZONE });

const LAYOUTS: { name: string; daysBack: number; options: BrowserContextOptions }[] = [
  { name: 'desktop', daysBack: 2, options: {} },
  { name: 'phone', daysBack: 5, options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

/** A request in a list of them: a table row, or on a phone its card. */
const requestIn = (list: Locator, text: string, phone: boolean) =>
  (phone ? list.getByRole('listitem') : list.getByRole('row')).filter({ hasText: text });

async function pageChecks(page: Page, problems: string[], where: string) {
  await settled(page);
  const sideways = await scrollsSideways(page);
  if (sideways) problems.push(`${where}: ${sideways}`);
  for (const violation of await seriousViolations(page)) problems.push(`${where}: ${violation}`);
}

describe.each(LAYOUTS)('on a $name', ({ name, daysBack, options }) => {
  test(
    'a correction is asked for, approved by the manager, and the day shows corrected',
    async () => {
      const day = addDays(companyToday(), -daysBack);
      const reason = `E2E ${name}: the face check would not start.`;
      const phone = name === 'phone';
      const problems: string[] = [];

      const employee = await signedInPage(env.browser, env.server.url, DEMO.employee, options, env.server.clock);
      await employee.goto('/attendance-logs');
      const logs = employee.getByRole('main');
      await logs.getByRole('button', { name: /Request a correction/ }).click();
      const form = employee.getByRole('dialog', { name: 'Request an attendance correction' });
      await form.getByLabel('Date').fill(day);
      await form.getByLabel('Clock in').fill('08:50');
      await form.getByLabel('Clock out').fill('17:10');
      await form.getByLabel('Reason').fill(reason);
      await pageChecks(employee, problems, 'the correction form');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await employee.getByText('Correction request submitted.').waitFor();
      const mine = logs.getByRole('region', { name: 'My correction requests' });
      await requestIn(mine, reason, phone).getByText('Pending').waitFor();

      const manager = await signedInPage(env.browser, env.server.url, DEMO.manager, options, env.server.clock);
      await manager.goto('/attendance-review');
      const queue = manager.getByRole('main');
      const request = requestIn(queue, reason, phone);
      await request.waitFor();
      expect(await request.textContent()).toContain('In 8:50:00 AM · Out 5:10:00 PM');
      await pageChecks(manager, problems, 'Attendance Reviews');
      await request
        .getByRole('button', { name: `Approve the correction of ${EMPLOYEE_NAME} for ${longDate(day)}` })
        .click();
      const decision = manager.getByRole('dialog', { name: 'Approve correction request' });
      await decision.getByLabel('Comment (optional)').fill('Seen at the front desk.');
      await decision.getByRole('button', { name: 'Approve' }).click();
      await manager.getByText('Correction request approved.').waitFor();

      await employee.reload();
      const row = logs
        .getByRole('region', { name: 'Attendance records' })
        .getByRole('row')
        .filter({
          has: employee.getByRole('cell', { name: longDate(day), exact: true }),
        });
      await row.getByText('Corrected: clock in, clock out').waitFor();
      expect(await row.textContent()).toContain('8:50:00 AM');
      expect(await row.textContent()).toContain('Not face-verified');
      const decided = requestIn(mine, reason, phone);
      await decided.getByText('Approved').waitFor();
      expect(await decided.textContent()).toContain('Seen at the front desk.');
      await pageChecks(employee, problems, 'Attendance Logs');

      expect(problems).toEqual([]);
      for (const page of [employee, manager]) await page.context().close();
    },
    TIMEOUT_MS,
  );
});
