// Bytes on the wire of the sign-in page and of the home dashboard after sign-in, measured in Chromium against the
// production build served by the api (run `npm run build` first), printed next to their budgets.
import { launchBrowser, newPage } from '../../e2e/support/browser';
import { startServer } from '../../e2e/support/server';
import { kb, measureHomeAfterSignIn, measureSignIn, TRANSFER_BUDGETS_KB } from '../../e2e/support/transfer';

const line = (what: string, bytes: number, budgetKb: number) =>
  `${what.padEnd(40)} ${kb(bytes).toFixed(1).padStart(7)} KB   budget ${budgetKb} KB   ${kb(bytes) <= budgetKb ? 'within' : 'OVER'}`;

async function main() {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const signIn = await measureSignIn(await newPage(browser, server.url));
    const home = await measureHomeAfterSignIn(await newPage(browser, server.url));
    console.log(
      line(
        '/login scripts + styles (transferred)',
        signIn.scripts + signIn.styles,
        TRANSFER_BUDGETS_KB.signInScriptsAndStyles,
      ),
    );
    console.log(line('home after sign-in, in total (transferred)', home.total, TRANSFER_BUDGETS_KB.homeAfterSignIn));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
