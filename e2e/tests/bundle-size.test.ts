import { gzipSync } from 'node:zlib';
import { newPage } from '../support/browser';
import { startServerAndBrowser } from '../support/fixture';

const env = startServerAndBrowser();
// The sign-in page must stay lean: antd and the remotes load only after sign-in.
const LOGIN_JS_BUDGET_KB = 250;

test('the login page loads no antd and stays within its JS budget', async () => {
  const page = await newPage(env.browser, env.server.url);
  const scripts: Array<{ url: string; gzipBytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), gzipBytes: gzipSync(await response.body()).length });
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'LOG IN' }).waitFor();

  const totalKb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  console.log(`[size] /login loads ${scripts.length} JS files, ${totalKb.toFixed(1)} KB gzip`);
  expect(totalKb).toBeLessThan(LOGIN_JS_BUDGET_KB);
  const antdSource = await Promise.all(scripts.map((script) => page.request.get(script.url).then((r) => r.text())));
  expect(antdSource.some((source) => source.includes('ant-btn'))).toBe(false);
  await page.context().close();
});
