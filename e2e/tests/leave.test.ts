import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { messagesTo } from '../support/outbox';
import { REPO_ROOT } from '../support/server';
import { signedInPage } from '../support/session';

const env = startServerAndBrowser();
const SHOTS = path.join(REPO_ROOT, '.e2e-artifacts');
// A report of manager2, the other team.
const OTHER_TEAM_EMPLOYEE = 'grace.lewis@acme.example';

/**
 * The weekday `days` after the first Monday of July next year on the api's clock: beyond the demo leave, and with
 * more than a few days accrued by then (balances accrue monthly: early in January there are about two).
 */
function nextSummer(days: number): string {
  const july = new Date(Date.UTC(env.server.clock.now().getUTCFullYear() + 1, 6, 1));
  const monday = 1 + ((8 - july.getUTCDay()) % 7);
  return new Date(Date.UTC(july.getUTCFullYear(), 6, monday + days)).toISOString().slice(0, 10);
}

/** Signed in through the api (sign-in.test.ts walks the form): each caller opens its screen itself. */
const signedIn = (email: string): Promise<Page> => signedInPage(env.browser, env.server.url, email);

async function requestLeave(page: Page, leave: { start: string; end: string; type: string; reason: string }) {
  await page.goto('/leave-request');
  await page.waitForFunction(
    () => (document.querySelector('#manager_email') as HTMLInputElement | null)?.value === 'manager1@acme.example',
  );
  await page.getByLabel('Start Date').fill(leave.start);
  await page.getByLabel('End Date').fill(leave.end);
  await page.getByLabel('Leave Type').click();
  await page.locator('.ant-select-item-option', { hasText: leave.type }).click();
  await page.getByLabel('Reason').fill(leave.reason);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await page.getByText('Leave request submitted successfully.').waitFor();
}

const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

async function decide(page: Page, reason: string, decision: 'Approve' | 'Reject', comment: string) {
  await page.goto('/leave-approval');
  await rowWith(page, reason).getByRole('button', { name: decision }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Comment (optional)').fill(comment);
  // The decision's own answer, so a failure says what the api did rather than only that no message came.
  const answer = page.waitForResponse((response) =>
    /\/api\/leave_request\/\d+\/(approve|reject)$/.test(response.url()),
  );
  await dialog.getByRole('button', { name: decision }).click();
  const decided = await answer;
  expect(`${decided.status()} ${await decided.text()}`).toMatch(/^200 /);
  await page
    .getByText(decision === 'Approve' ? 'Leave request approved.' : 'Leave request rejected.')
    .waitFor()
    .catch(async (error: Error) => {
      await page.screenshot({
        path: path.join(SHOTS, `leave-${decision.toLowerCase()}-no-message.png`),
        fullPage: true,
      });
      throw new Error(`${error.message}\nthe dialogs then: ${JSON.stringify(await dialog.allInnerTexts())}`);
    });
}

/** Approve Leave lists what the viewer can decide by default; decided requests show under their status. */
async function showStatus(page: Page, filter: string) {
  await page.getByLabel('Status').click();
  await page.locator('.ant-select-item-option', { hasText: filter }).click();
}

// shared-auth's ContrastTag: the spec's green and red in darker shades for AA contrast.
const GREEN_TEXT = 'rgb(19, 82, 0)';
const RED_TEXT = 'rgb(168, 7, 26)';
const textColour = (tag: Locator) => tag.evaluate((element) => getComputedStyle(element).color);

async function statusTag(page: Page, reason: string, status: string): Promise<Locator> {
  const tag = rowWith(page, reason).locator('.ant-tag', { hasText: status });
  await tag.waitFor();
  return tag;
}

async function apiAs(email: string) {
  const login = await fetch(`${env.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return (url: string, init: RequestInit = {}) =>
    fetch(`${env.server.url}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    });
}

test('a request approved by the manager, then the admin, shows approved in green with both comments', async () => {
  const reason = 'E2E family trip';
  const employee = await signedIn(DEMO.employee);
  await requestLeave(employee, { start: nextSummer(0), end: nextSummer(2), type: 'Vacation', reason });
  await employee.screenshot({ path: path.join(SHOTS, 'leave-request.png'), fullPage: true });
  expect(messagesTo(env.server.dataDir, DEMO.manager).some((mail) => mail.text.includes(reason))).toBe(true);

  const manager = await signedIn(DEMO.manager);
  await decide(manager, reason, 'Approve', 'Enjoy, from James.');
  await showStatus(manager, 'Pending admin');
  await statusTag(manager, reason, 'pending admin');
  expect(await rowWith(manager, reason).getByRole('button').count()).toBe(0);
  await manager.screenshot({ path: path.join(SHOTS, 'leave-approval-manager.png'), fullPage: true });

  const admin = await signedIn(DEMO.admin);
  await decide(admin, reason, 'Approve', 'Approved by HR.');
  await showStatus(admin, 'Approved');
  await statusTag(admin, reason, 'approved');

  await employee.goto('/leave-dashboard');
  const tag = await statusTag(employee, reason, 'approved');
  expect(await textColour(tag)).toBe(GREEN_TEXT);
  await rowWith(employee, reason).getByText('Enjoy, from James.').waitFor();
  await rowWith(employee, reason).getByText('Approved by HR.').waitFor();
  await employee.screenshot({ path: path.join(SHOTS, 'my-leave.png'), fullPage: true });
  expect(
    messagesTo(env.server.dataDir, DEMO.employee).filter((mail) => mail.text.includes('Approved by HR.')),
  ).toHaveLength(1);
  for (const page of [employee, manager, admin]) await page.context().close();
});

test('a request rejected by the manager shows rejected in red and never reaches the admin', async () => {
  const reason = 'E2E dentist';
  const employee = await signedIn(DEMO.employee);
  await requestLeave(employee, { start: nextSummer(14), end: nextSummer(14), type: 'Personal', reason });

  const manager = await signedIn(DEMO.manager);
  await decide(manager, reason, 'Reject', 'Release week, sorry.');

  await employee.goto('/leave-dashboard');
  expect(await textColour(await statusTag(employee, reason, 'rejected'))).toBe(RED_TEXT);
  await rowWith(employee, reason).getByText('Release week, sorry.').waitFor();

  const admin = await signedIn(DEMO.admin);
  await admin.goto('/leave-approval');
  await showStatus(admin, 'Rejected');
  await statusTag(admin, reason, 'rejected');
  expect(await rowWith(admin, reason).getByRole('button').count()).toBe(0);
  await admin.screenshot({ path: path.join(SHOTS, 'leave-approval-admin.png'), fullPage: true });
  expect(messagesTo(env.server.dataDir, DEMO.admin).some((mail) => mail.text.includes(reason))).toBe(false);
  for (const page of [employee, manager, admin]) await page.context().close();
});

test("a manager can neither see nor decide a request of another manager's report", async () => {
  const reason = 'E2E other team';
  const asOther = await apiAs(OTHER_TEAM_EMPLOYEE);
  const filed = await asOther('/api/leave_request', {
    method: 'POST',
    body: JSON.stringify({ start_date: nextSummer(21), end_date: nextSummer(22), leave_type: 'sick', reason }),
  });
  expect(filed.status).toBe(200);
  const [request] = (await (await asOther(`/api/leave_requests?start_date=${nextSummer(21)}`)).json()) as Array<{
    request_id: number;
  }>;

  const manager = await signedIn(DEMO.manager);
  await manager.goto('/leave-approval');
  await manager.getByRole('row').nth(1).waitFor();
  expect(await rowWith(manager, reason).count()).toBe(0);

  const asManager = await apiAs(DEMO.manager);
  const listed = (await (await asManager('/api/leave_requests')).json()) as Array<{ request_id: number }>;
  expect(listed.map((row) => row.request_id)).not.toContain(request!.request_id);
  for (const decision of ['approve', 'reject']) {
    const res = await asManager(`/api/leave_request/${request!.request_id}/${decision}`, {
      method: 'POST',
      body: '{}',
    });
    expect([res.status, await res.json()]).toEqual([
      404,
      { error: 'Leave request not found.', code: 'leave.not_found' },
    ]);
  }
  await manager.context().close();
});
