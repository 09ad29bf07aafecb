import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { registryWith, writeRegistry } from '../support/remote-registry';
import { REPO_ROOT } from '../support/server';
import { startStaticServer, type StaticServer } from '../support/static-server';

const PROVIDED = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared-auth/package.json'), 'utf8')) as { version: string }
).version;
/** The next minor version: what a remote needs once it uses something shared-auth has just added. */
const NEWER = PROVIDED.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_all, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
);

// mf-settings built against the newer shared-auth, served from its own origin and named in the registry; the shell
// and the other remotes are the repository's build, which provides the current one.
const workDir = mkdtempSync(path.join(tmpdir(), 'version-skew-e2e-'));
const registryFile = path.join(workDir, 'remotes.json');
const cdn = {} as { server: StaticServer };
let remoteBuilt: Promise<unknown>;
// The CDN serves the build's folder as it stands when asked: the registry can name it before the build is done, so
// the api and the browser start while the remote builds.
beforeAll(async () => {
  const output = path.join(workDir, 'mf-settings');
  cdn.server = await startStaticServer(output);
  writeRegistry(registryFile, registryWith('mf_settings', `${cdn.server.url}/mf-manifest.json`));
  remoteBuilt = promisify(execFile)(
    process.execPath,
    [path.join(__dirname, '../support/build-remote-against.cjs'), path.join(REPO_ROOT, 'mf-settings'), output, NEWER],
    { timeout: 600_000 },
  );
  // Awaited below, once the api is up: a build failing before then is not an unhandled rejection.
  remoteBuilt.catch(() => undefined);
});
afterAll(async () => {
  await cdn.server?.close();
  rmSync(workDir, { recursive: true, force: true });
});
const env = startServerAndBrowser({ REMOTES_FILE: registryFile });
beforeAll(() => remoteBuilt, 600_000);

test('a remote built against a newer shared-auth is refused at load with both versions named', async () => {
  const page = await newPage(env.browser, env.server.url);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');

  await page.getByRole('navigation').getByText('Settings', { exact: true }).click();
  await page.getByText('This part of the application needs a newer version of the application.').waitFor();
  await page.getByText(`mf_settings needs shared-auth ^${NEWER}, but this page has shared-auth ${PROVIDED}.`).waitFor();
  expect(cdn.server.requests).toContain('/remoteEntry.js');
  expect(await page.getByText('Save Changes').count()).toBe(0);

  // The refusal stays inside its panel: the other remotes work.
  await page.getByRole('navigation').getByText('Departments', { exact: true }).click();
  await page.getByRole('heading', { name: 'Departments' }).waitFor();
  expect(pageErrors).toEqual([]);
  await page.context().close();
});
