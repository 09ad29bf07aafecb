import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { untilServed, writeRegistry } from '../support/remote-registry';
import { REPO_ROOT } from '../support/server';
import { startStaticServer, type StaticServer } from '../support/static-server';

// A new team's remote joins a running platform through the registry alone: the api starts with a registry that does
// not name mf-scheduling; the team deploys its build on its own origin and the registry file gains its entry. No
// shell rebuild, no api restart.
interface Registry {
  remotes: Array<{ name: string; manifest: string }>;
}
const repoRegistry = () => JSON.parse(readFileSync(path.join(REPO_ROOT, 'config/remotes.json'), 'utf8')) as Registry;
const scheduling = repoRegistry().remotes.find((remote) => remote.name === 'mf_scheduling')!;
const withoutScheduling = (): Registry => ({
  remotes: repoRegistry().remotes.filter((remote) => remote.name !== 'mf_scheduling'),
});

const registryDir = mkdtempSync(path.join(tmpdir(), 'registry-scheduling-'));
const registryFile = path.join(registryDir, 'remotes.json');
let cdn: StaticServer;
beforeAll(async () => {
  cdn = await startStaticServer(path.join(REPO_ROOT, 'mf-scheduling/dist'));
  writeRegistry(registryFile, withoutScheduling());
});
afterAll(async () => {
  await cdn?.close();
  rmSync(registryDir, { recursive: true, force: true });
});
const env = startServerAndBrowser({ REMOTES_FILE: registryFile });

const sidebar = (page: Page) => page.getByRole('navigation');
const sidebarLabels = (page: Page) => sidebar(page).getByRole('menuitem').allInnerTexts();

async function signedIn(email: string): Promise<Page> {
  const page = await newPage(env.browser, env.server.url);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === '/');
  await sidebar(page).getByText('Dashboard', { exact: true }).waitFor();
  return page;
}

test("mf-scheduling's routes appear once the registry names it, each for its roles, loaded from the team's origin", async () => {
  const manager = await signedIn(DEMO.manager);
  const before = await sidebarLabels(manager);
  expect(before).not.toContain('Roster');
  expect(before).not.toContain('My Shifts');
  await manager.goto('/roster');
  await manager.getByText('404 - Page Not Found').waitFor();

  const manifest = `${cdn.url}/mf-manifest.json`;
  writeRegistry(registryFile, { remotes: [...withoutScheduling().remotes, { ...scheduling, manifest }] });
  await untilServed(env.server.url, 'mf_scheduling', manifest);

  // The open page takes the new registry when it loads again; nothing was rebuilt.
  await manager.goto('/');
  await sidebar(manager).getByText('Roster', { exact: true }).waitFor();
  const after = await sidebarLabels(manager);
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length)).toEqual(['Roster', 'My Shifts']);
  await sidebar(manager).getByText('Roster', { exact: true }).click();
  await manager.getByRole('main').getByRole('heading', { level: 2, name: 'Roster' }).waitFor();
  // The frame shows the page's heading over a skeleton while the remote's code loads: wait for the page itself.
  await manager.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  expect(cdn.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

  const employee = await signedIn(DEMO.employee);
  const employeeLabels = await sidebarLabels(employee);
  expect(employeeLabels).toContain('My Shifts');
  expect(employeeLabels).not.toContain('Roster');
  await sidebar(employee).getByText('My Shifts', { exact: true }).click();
  await employee.getByRole('main').getByRole('heading', { level: 2, name: 'My Shifts' }).waitFor();
  // The role guard comes from the registry too: an employee opening the roster lands on the dashboard.
  await employee.goto('/roster');
  await employee.waitForURL((url) => url.pathname === '/');

  await Promise.all([manager.context().close(), employee.context().close()]);
});
