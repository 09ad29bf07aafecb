import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { newPage } from '../support/browser';
import { DEMO, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { REPO_ROOT } from '../support/server';

const env = startServerAndBrowser();
const SETTINGS_DIST = path.join(REPO_ROOT, 'mf-settings/dist');

/** mf-settings' own chunks that hold antd code (its fallback copy, for when it runs alone), from the source maps. */
const chunksWithAntd = () =>
  readdirSync(SETTINGS_DIST)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) =>
      (JSON.parse(readFileSync(path.join(SETTINGS_DIST, file), 'utf8')) as { sources: string[] }).sources.some(
        (source) => source.includes('/node_modules/antd/'),
      ),
    )
    .map((file) => file.replace(/\.map$/, ''));

// antd is shared per component (config/webpack/antd-shared.js): one instance (one theme, one App context) holds only
// if every component a remote renders is the shell's, among them Tabs, Upload and InputNumber, which only remotes use.
test("a remote page renders every antd component from the shell's antd, none from its own copy", async () => {
  const ownAntd = chunksWithAntd();
  expect(ownAntd.length).toBeGreaterThan(0);
  const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block' });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(path.basename(new URL(request.url()).pathname)));
  await signIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  expect(fetched).toContain('remoteEntry.js');
  expect(fetched.filter((file) => ownAntd.includes(file))).toEqual([]);
  await page.context().close();
});
