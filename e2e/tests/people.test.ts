import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { messagesTo } from '../support/outbox';
import { REPO_ROOT } from '../support/server';

const env = startServerAndBrowser();
const FACES = path.join(REPO_ROOT, 'api/test-fixtures/faces');
const ARTIFACTS = path.join(REPO_ROOT, '.e2e-artifacts');

async function signInAsAdmin(page: Page) {
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function fillEnrolment(page: Page, email: string, photo: string) {
  await page.goto('/employee-enrollment');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Hire date').fill('2026-03-02');
  await page.getByLabel('Allowed locations').fill('51.5155,-0.0885,Acme London HQ');
  await choose(page, 'Departments', 'Engineering');
  await choose(page, 'Manager', 'James Carter (manager1@acme.example)');
  await page.locator('input[type=file]').setInputFiles(path.join(FACES, photo));
  await page.getByAltText('Face image preview').waitFor();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enroll Employee' }).click();
}

/** The active employees as the admin's api sees them. */
async function activeEmails(): Promise<string[]> {
  const login = await fetch(`${env.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin, password: DEMO_PASSWORD }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const list = await fetch(`${env.server.url}/api/employees_list`, { headers: { authorization: `Bearer ${token}` } });
  return ((await list.json()) as { email: string }[]).map((e) => e.email);
}

test('the admin enrols an employee with a face photo; the mailed password signs them in, they must change it', async () => {
  const admin = await newPage(env.browser, env.server.url);
  await signInAsAdmin(admin);
  await fillEnrolment(admin, 'nora.quinn@acme.example', 'A1-faceid.png');
  await admin.getByText('Employee enrolled successfully!').waitFor({ timeout: 30000 });
  await admin.screenshot({ path: path.join(ARTIFACTS, 'people-enrolled.png'), fullPage: true });
  await admin.context().close();

  const [mail] = messagesTo(env.server.dataDir, 'nora.quinn@acme.example');
  const temporaryPassword = /Temporary password: (\S+)/.exec(mail!.text)![1]!;

  const newcomer = await newPage(env.browser, env.server.url);
  await signIn(newcomer, 'nora.quinn@acme.example', temporaryPassword);
  await newcomer.waitForURL((url) => url.pathname === '/change_password');
  await newcomer.getByLabel(/^old password$/i).fill(temporaryPassword);
  await newcomer.getByLabel(/^new password$/i).fill('Nora#Own2026');
  await newcomer.getByLabel(/^confirm new password$/i).fill('Nora#Own2026');
  await newcomer.getByRole('button', { name: /change password/i }).click();
  await newcomer.getByText('Password changed successfully.').waitFor();
  await newcomer.waitForURL((url) => url.pathname === '/', { timeout: 10000 });
  await newcomer.context().close();
});

test('a photo without a face is refused with a clear message and creates nobody', async () => {
  const admin = await newPage(env.browser, env.server.url);
  await signInAsAdmin(admin);
  await fillEnrolment(admin, 'toy.person@acme.example', 'N-milla-toy.png');
  await admin.getByText('No face detected. Please use a clear, front-facing photo.').waitFor({ timeout: 30000 });
  expect(await admin.getByLabel('Email').inputValue()).toBe('toy.person@acme.example');
  expect(await activeEmails()).not.toContain('toy.person@acme.example');
  expect(messagesTo(env.server.dataDir, 'toy.person@acme.example')).toEqual([]);
  await admin.context().close();
});

async function openEdit(page: Page, name: string) {
  await page.goto('/employee-list');
  await page.getByLabel('Filter employees').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByText('Change Manager', { exact: true }).first().waitFor();
}

test('the admin changes a manager and terminates someone, who is signed out at once and cannot sign in', async () => {
  const leaver = await newPage(env.browser, env.server.url);
  await signIn(leaver, DEMO.manager);
  await leaver.waitForURL((url) => url.pathname === '/');
  await leaver.goto('/departments');
  await leaver.getByRole('cell', { name: 'Engineering', exact: true }).waitFor();

  const admin = await newPage(env.browser, env.server.url);
  await signInAsAdmin(admin);
  await openEdit(admin, 'Liam Hughes');
  await choose(admin, 'Manager', 'Sophie Turner (manager2@acme.example)');
  await admin.getByRole('button', { name: 'Change Manager' }).click();
  await admin.getByText('Manager updated successfully.').waitFor();
  await openEdit(admin, 'Liam Hughes');
  await admin.getByTitle('Sophie Turner (manager2@acme.example)').waitFor();

  await admin.goto('/employee-list');
  await admin.getByLabel('Filter employees').fill('James Carter');
  await admin.getByRole('button', { name: 'Terminate James Carter' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Are you sure you want to delete this employee?' });
  await confirm.getByRole('button', { name: 'Terminate' }).click();
  await admin.getByText('Employee deleted successfully.').waitFor();
  await admin.getByText('No employees found.').waitFor();
  expect(await activeEmails()).not.toContain(DEMO.manager);

  await leaver.goto('/departments');
  await leaver.waitForURL((url) => url.pathname === '/login');
  await signIn(leaver, DEMO.manager);
  await leaver.getByText('Your account is no longer active.').waitFor();
  expect(new URL(leaver.url()).pathname).toBe('/login');
  await Promise.all([leaver.context().close(), admin.context().close()]);
});
