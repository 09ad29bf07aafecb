import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';

const env = startServerAndBrowser();

test('login validates the form before calling the server', async () => {
  const page = await newPage(env.browser, env.server.url);
  const loginCalls: string[] = [];
  page.on('request', (request) => request.url().endsWith('/api/login') && loginCalls.push(request.url()));
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByText('Email is required.').waitFor();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.getByText('Please enter a valid email address.').waitFor();
  expect(loginCalls).toHaveLength(0);
  await page.context().close();
});

test('a wrong password shows the server error and keeps the user on /login', async () => {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, DEMO.admin, 'wrong-password');
  await page.getByText('Invalid email or password.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.context().close();
});

test("the admin signs in and sees the admin's sidebar; unknown paths show the 404 page", async () => {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');
  const sidebar = page.getByRole('navigation');
  for (const entry of [
    'Dashboard',
    'Attendance',
    'TimeSheet',
    'Reports Dashboard',
    'Attendance History',
    'Attendance Reviews',
    'Departments',
    'Approve Leave',
    'Team Calendar',
    'Employee Enrollment',
    'All Employee',
    'Settings',
  ]) {
    await sidebar.getByText(entry, { exact: true }).waitFor();
  }
  for (const hidden of ['Attendance Logs', 'Request Leave', 'My Leave']) {
    expect(await sidebar.getByText(hidden, { exact: true }).count()).toBe(0);
  }
  await page.goto('/no-such-page');
  await page.getByText('404 - Page Not Found').waitFor();
  await page.context().close();
});

test('role guards: a manager opening /settings lands on /, a signed-out user lands on /login', async () => {
  const page = await newPage(env.browser, env.server.url);
  await page.goto('/attendance');
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, DEMO.manager);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/settings');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/employee-list');
  await page.waitForURL((url) => url.pathname === '/');
  await page.context().close();
});
