import type { Page } from 'playwright-core';
import { apiSession } from '../support/api-client';
import { clockAt, zonedInstant } from '../support/clock';
import { dateIn } from '../support/company-time';
import { COMPANY_TIME_ZONE, DEMO, DEMO_PASSWORD } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { signedInPage } from '../support/session';

// A Wednesday morning: the away day and the requested days are working days whenever the suite runs.
const env = startServerAndBrowser({}, [], clockAt(zonedInstant('2027-03-10', '10:00', COMPANY_TIME_ZONE)));
// Sophie Turner leads Sales and reports to the admin; Grace Lewis is one of her team.
const AWAY_MANAGER = 'manager2@acme.example';
const HER_REPORT = 'grace.lewis@acme.example';
const REASON = 'Family wedding (delegation e2e)';

/** Signed in through the api (sign-in.test.ts walks the form): each caller opens its screen itself. */
const signedIn = (email: string): Promise<Page> => signedInPage(env.browser, env.server.url, email);

const companyDate = (days = 0) =>
  dateIn(COMPANY_TIME_ZONE, new Date(env.server.clock.now().getTime() + days * 86_400_000));

it("sends an away manager's approvals to the delegate she named, who decides for her", async () => {
  // She names James Carter (manager1) on her Leave Approval screen for today and tomorrow.
  const sophie = await signedIn(AWAY_MANAGER);
  await sophie.goto('/leave-approval');
  await sophie.getByLabel('Delegate').click();
  await sophie.locator('.ant-select-item-option', { hasText: 'James Carter' }).click();
  await sophie.getByLabel('From').fill(companyDate());
  await sophie.getByLabel('To', { exact: true }).fill(companyDate(1));
  await sophie.getByRole('button', { name: 'Name delegate' }).click();
  await sophie.getByText(/^Delegation saved/).waitFor();
  await sophie.getByLabel('Your delegations').getByText('James Carter').waitFor();

  // Then she is away: leave for today, approved by the admin.
  const manager = await apiSession(env.server.url, AWAY_MANAGER, DEMO_PASSWORD);
  const own = await manager.call('leave_request', {
    method: 'POST',
    body: JSON.stringify({
      start_date: companyDate(),
      end_date: companyDate(),
      leave_type: 'personal',
      reason: 'Away',
    }),
  });
  expect(`${own.status} ${await own.text()}`).toMatch(/^200 /);
  const admin = await apiSession(env.server.url, DEMO.admin, DEMO_PASSWORD);
  const mine = await manager.json<Array<{ request_id: number; reason: string | null; employee_id: number }>>(
    `leave_requests?start_date=${companyDate()}&end_date=${companyDate()}`,
  );
  const away = mine.find((r) => r.reason === 'Away')!;
  expect((await admin.call(`leave_request/${away.request_id}/approve`, { method: 'POST', body: '{}' })).status).toBe(
    200,
  );

  // Her report asks for leave: it waits for James, who approves it from his list.
  const grace = await apiSession(env.server.url, HER_REPORT, DEMO_PASSWORD);
  const filed = await grace.call('leave_request', {
    method: 'POST',
    body: JSON.stringify({
      start_date: companyDate(60),
      end_date: companyDate(61),
      leave_type: 'vacation',
      reason: REASON,
    }),
  });
  expect(filed.status).toBe(200);

  const james = await signedIn(DEMO.manager);
  await james.goto('/leave-approval');
  const row = james.getByRole('row').filter({ hasText: REASON });
  await row.getByRole('button', { name: 'Approve' }).click();
  await james.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await james.getByText('Leave request approved.').waitFor();

  // Past the manager stage the request waits for the admins: James no longer stands in, the admin sees for whom.
  const adminPage = await signedIn(DEMO.admin);
  await adminPage.goto('/leave-approval');
  await adminPage
    .getByRole('row')
    .filter({ hasText: REASON })
    .getByText('Decided by James Carter for Sophie Turner')
    .waitFor();
});
