// Bytes on the wire of the sign-in page and of the home dashboard after sign-in, measured in Chromium against the
// production build served by the api (run `npm run build` first), printed next to their budgets; then the
// JavaScript each signed-in first screen fetches on a cold visit (session kept, empty HTTP cache, no service
// worker), and how much of it is the shell's antd chunks (issue 26).
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../../e2e/support/browser';
import { DEMO } from '../../e2e/support/demo';
import { startServer } from '../../e2e/support/server';
import {
  isAntdChunk,
  kb,
  measureFirstScreen,
  measureHomeAfterSignIn,
  measureSignIn,
  TRANSFER_BUDGETS_KB,
  type Transfer,
} from '../../e2e/support/transfer';

const FIRST_SCREENS = [
  { role: 'employee', path: '/' },
  { role: 'employee', path: '/attendance' },
  { role: 'employee', path: '/leave-request' },
  { role: 'employee', path: '/attendance-logs' },
  { role: 'manager', path: '/' },
  { role: 'manager', path: '/reports-dashboard' },
  { role: 'admin', path: '/' },
] as const;

const line = (what: string, bytes: number, budgetKb: number) =>
  `${what.padEnd(40)} ${kb(bytes).toFixed(1).padStart(7)} KB   budget ${budgetKb} KB   ${kb(bytes) <= budgetKb ? 'within' : 'OVER'}`;

/** `| role | route | scripts KB (requests) | antd KB (requests) | antd chunks |` */
function scriptRow(role: string, path: string, transfer: Transfer): string {
  const scripts = transfer.urls.filter((url) => new URL(url).pathname.endsWith('.js'));
  const antd = scripts.filter(isAntdChunk);
  const bytes = (urls: string[]) => kb(urls.reduce((sum, url) => sum + (transfer.bytesOf.get(url) ?? 0), 0));
  const names = antd.map((url) => new URL(url).pathname.slice(1).replace(/\.[0-9a-f]{8}\.js$/, '')).sort();
  return `| ${role} | ${path} | ${bytes(scripts).toFixed(1)} (${scripts.length}) | ${bytes(antd).toFixed(1)} (${antd.length}) | ${names.join(' ')} |`;
}

async function firstScreens(browser: Browser, url: string) {
  console.log('| role | route | scripts KB (requests) | antd KB (requests) | antd chunks |');
  console.log('| ---- | ----- | --------------------- | ------------------ | ----------- |');
  const signIn = await newPage(browser, url, { serviceWorkers: 'block' });
  console.log(scriptRow('signed-out', '/login', await measureSignIn(signIn)));
  await signIn.context().close();
  for (const { role, path } of FIRST_SCREENS) {
    const { page, transfer } = await measureFirstScreen(browser, url, DEMO[role], path);
    console.log(scriptRow(role, path, transfer));
    await page.context().close();
  }
}

async function main() {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    // The service worker's own fetches are not the page's: with it, what it cached at install would go uncounted.
    const signIn = await measureSignIn(await newPage(browser, server.url, { serviceWorkers: 'block' }));
    const home = await measureHomeAfterSignIn(await newPage(browser, server.url, { serviceWorkers: 'block' }));
    console.log(
      line(
        '/login scripts + styles (transferred)',
        signIn.scripts + signIn.styles,
        TRANSFER_BUDGETS_KB.signInScriptsAndStyles,
      ),
    );
    console.log(line('home after sign-in, in total (transferred)', home.total, TRANSFER_BUDGETS_KB.homeAfterSignIn));
    await firstScreens(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
