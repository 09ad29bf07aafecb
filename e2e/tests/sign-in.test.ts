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

test('a browser that signed in before sends its device cookie with the next sign-in and gets a new one', async () => {
  const page = await newPage(env.browser, env.server.url);
  const deviceCookie = async () => (await page.context().cookies()).find((c) => c.name === 'login_device');
  await signIn(page, DEMO.employee);
  await page.waitForURL((url) => url.pathname === '/');
  const first = await deviceCookie();
  expect(first).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login', secure: false });
  await page.evaluate(() => localStorage.removeItem('user'));
  const login = page.waitForRequest((request) => request.url().endsWith('/api/login'));
  await signIn(page, DEMO.employee);
  expect((await (await login).allHeaders()).cookie).toContain(`login_device=${first!.value}`);
  await page.waitForURL((url) => url.pathname === '/');
  expect((await deviceCookie())?.value).not.toBe(first!.value);
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
