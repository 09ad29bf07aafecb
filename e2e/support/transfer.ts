import type { Page, Request } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from './demo';

/** Bytes on the wire, as Chromium received them (compressed bodies plus headers), per kind of resource. */
export interface Transfer {
  scripts: number;
  styles: number;
  total: number;
  urls: string[];
}

/** ARCHITECTURE.md and issue 10: what a page may cost on the wire. */
export const TRANSFER_BUDGETS_KB = { signInScriptsAndStyles: 200, homeAfterSignIn: 500 } as const;
/** The test fails only past the budget plus this margin; the bench prints the figures against the budget itself. */
export const BUDGET_MARGIN = 0.1;
/** A class name only the chart library's code holds (chunk names are content hashes): chart pages only. */
export const CHART_LIBRARY_MARK = 'apexcharts-tooltip';
/** A class name only the code of antd's carousel holds, one of the components no app imports (antd-more). */
export const UNUSED_ANTD_MARK = 'slick-track';

async function transferredBytes(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseBodySize + sizes.responseHeadersSize;
}

/** Records every finished response of `page` until the returned function is called. */
export function recordTransfer(page: Page): () => Promise<Transfer> {
  const pending: Array<Promise<{ type: string; url: string; bytes: number }>> = [];
  const onFinished = (request: Request) => {
    pending.push(
      transferredBytes(request).then((bytes) => ({ type: request.resourceType(), url: request.url(), bytes })),
    );
  };
  page.on('requestfinished', onFinished);
  return async () => {
    page.off('requestfinished', onFinished);
    const entries = await Promise.all(pending);
    const sum = (types: string[] | null) =>
      entries.filter((entry) => !types || types.includes(entry.type)).reduce((total, entry) => total + entry.bytes, 0);
    return { scripts: sum(['script']), styles: sum(['stylesheet']), total: sum(null), urls: entries.map((e) => e.url) };
  };
}

/** The sign-in page as a first-time visitor loads it. */
export async function measureSignIn(page: Page, signInButton = 'LOG IN'): Promise<Transfer> {
  const stop = recordTransfer(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: signInButton }).waitFor();
  return stop();
}

/** Everything the home dashboard loads after the admin signs in on a warm sign-in page (the script cache is kept). */
export async function measureHomeAfterSignIn(page: Page): Promise<Transfer> {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const stop = recordTransfer(page);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('region', { name: "Today's Stats" }).waitFor();
  await page.waitForLoadState('networkidle');
  return stop();
}

export const kb = (bytes: number) => bytes / 1024;
