import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { registryWith, untilServed, writeRegistry } from '../support/remote-registry';
import { remotesPrecached } from '../support/service-worker';
import { REPO_ROOT } from '../support/server';
import { startStaticServer, type StaticServer } from '../support/static-server';

// Two copies of the built mf-settings on two origins (a blue and a green deploy). The api starts with the registry
// naming blue; the test rewrites the file to green while pages are open, without restarting the api.
const registryDir = mkdtempSync(path.join(tmpdir(), 'registry-e2e-'));
const registryFile = path.join(registryDir, 'remotes.json');
const cdn = {} as { blue: StaticServer; green: StaticServer };
beforeAll(async () => {
  const build = path.join(REPO_ROOT, 'mf-settings/dist');
  [cdn.blue, cdn.green] = await Promise.all([startStaticServer(build), startStaticServer(build)]);
  writeRegistry(registryFile, registryWith('mf_settings', `${cdn.blue.url}/mf-manifest.json`));
});
afterAll(async () => {
  await Promise.all([cdn.blue?.close(), cdn.green?.close()]);
  rmSync(registryDir, { recursive: true, force: true });
});
const env = startServerAndBrowser({ REMOTES_FILE: registryFile });

/** Everything that would make a page load fail: script errors, refused or failed requests, CSP violations. */
function watchForFailures(page: Page, failures: string[]) {
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // The page's own reload (a changed registry) cancels the calls still in flight: nothing failed to load.
    const error = request.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') failures.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`HTTP ${response.status()}: ${response.url()}`);
  });
}

async function signedInPage(failures: string[]): Promise<Page> {
  const page = await newPage(env.browser, env.server.url);
  watchForFailures(page, failures);
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

/** What decides whether an open page reloads itself for a new registry (shell/src/features/remote-pages/federation.ts). */
const reloadState = (page: Page) =>
  page.evaluate(async () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      url: location.href,
      pageRevision: navigation?.serverTiming.find((entry) => entry.name === 'remotes')?.description,
      servedRevision: ((await (await fetch('/remotes.json', { cache: 'no-cache' })).json()) as { revision: string })
        .revision,
      reloadedFor: sessionStorage.getItem('remote-registry-reloaded-for'),
      serviceWorker: Boolean(navigator.serviceWorker?.controller),
    };
  });

const sidebar = (page: Page, label: string) => page.getByRole('navigation').getByText(label, { exact: true });

test("a remote's URL changes at run time: open and new pages load it from there, none fails, no api restart", async () => {
  const failures: string[] = [];
  const open = await signedInPage(failures);
  await sidebar(open, 'Settings').click();
  await open.getByText('Save Changes').waitFor();
  // The service worker precaches the admin's remotes after sign-in, mf_settings from blue too: done before the move.
  await remotesPrecached(open);
  expect(cdn.blue.requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  expect(cdn.green.requests).toEqual([]);

  const greenManifest = `${cdn.green.url}/mf-manifest.json`;
  writeRegistry(registryFile, registryWith('mf_settings', greenManifest));
  await untilServed(env.server.url, 'mf_settings', greenManifest);
  const blueRequestsBefore = cdn.blue.requests.length;

  // The open page had loaded the remote from blue: shown again, it loads itself afresh with the new registry and CSP.
  await sidebar(open, 'Dashboard').click();
  await open.waitForURL((url) => url.pathname === '/');
  const reloaded = open.waitForEvent('load', { timeout: 60_000 });
  await sidebar(open, 'Settings').click();
  await reloaded.catch(async (error: Error) => {
    throw new Error(`${error.message}\nthe page when no reload came: ${JSON.stringify(await reloadState(open))}`);
  });
  await open.getByText('Save Changes').waitFor();
  expect(new URL(open.url()).pathname).toBe('/settings');

  const fresh = await signedInPage(failures);
  await sidebar(fresh, 'Settings').click();
  await fresh.getByText('Save Changes').waitFor();
  await remotesPrecached(fresh);

  // The two pages' loads, and the precache of the new page's service worker. The open page's worker keeps the
  // policy it was installed with (blue only): it may not fetch from green.
  expect(cdn.green.requests.filter((file) => file === '/remoteEntry.js')).toHaveLength(3);
  expect(cdn.blue.requests.slice(blueRequestsBefore)).toEqual([]);
  expect(failures).toEqual([]);
  await Promise.all([open.context().close(), fresh.context().close()]);
});
