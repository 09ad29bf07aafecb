// A Chromium context signed in as a demo account through the sign-in page, for the scripts that count in the page.
import { chromium } from 'playwright-core';

/** A browser and a context of `width` x 823 px signed in at `base` as `email` (service workers off: no cache). */
export async function signedInContext(base, email, width) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({
    viewport: { width: Number(width), height: 823 },
    serviceWorkers: 'block',
  });
  const signIn = await context.newPage();
  await signIn.goto(`${base}/login`);
  await signIn.getByLabel(/email/i).fill(email);
  await signIn.getByLabel(/password/i).fill('Demo#2026');
  await signIn.getByRole('button', { name: 'LOG IN' }).click();
  await signIn.waitForURL(`${base}/`);
  await signIn.close();
  return { browser, context };
}
