import type { Browser, Page, Request, Response } from 'playwright-core';
import { newPage } from './browser';
import { DEMO, DEMO_PASSWORD } from './demo';

/** Bytes on the wire, as Chromium received them (compressed bodies plus headers), per kind of resource. */
export interface Transfer {
  scripts: number;
  styles: number;
  total: number;
  urls: string[];
  /** Bytes on the wire per URL. */
  bytesOf: Map<string, number>;
}

/** ARCHITECTURE.md and issue 10: what a page may cost on the wire. */
export const TRANSFER_BUDGETS_KB = { signInScriptsAndStyles: 200, homeAfterSignIn: 500 } as const;
/** The test fails only past the budget plus this margin; the bench prints the figures against the budget itself. */
export const BUDGET_MARGIN = 0.1;
/** A class name only the chart library's code holds (chunk names are content hashes): chart pages only. */
export const CHART_LIBRARY_MARK = 'apexcharts-tooltip';

/**
 * A response's body, or '' where the browser keeps none to give (the shell's blob: worker, which loads ICU's data off
 * the main thread; a page closed while its last responses arrive).
 */
export const bodyOf = (response: Response) => response.text().catch(() => '');
/** A class name only the code of antd's carousel holds, one of the components no app imports. */
export const UNUSED_ANTD_MARK = 'slick-track';
/** A class name only the date pickers' code holds (@rc-component/picker): no first screen renders a picker. */
export const PICKER_MARK = 'cell-in-view';
/** A class name only the code of antd's Pagination holds (its pages' links): home's pager, no clock screen's. */
export const PAGER_MARK = 'item-link';
/** A class name only the code of antd's Table holds (its rows' expand icon). */
export const TABLE_MARK = 'row-expand-icon';
/**
 * Names of antd's animations (their keyframes), which only antd's style generators use: a built page has none of
 * them (config/webpack/antd-style-generators-loader.js), its styles are the build's.
 */
export const STYLE_GENERATOR_MARKS = ['antFadeIn', 'antZoomIn', 'antSlideUpIn'];

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
    return {
      scripts: sum(['script']),
      styles: sum(['stylesheet']),
      total: sum(null),
      urls: entries.map((e) => e.url),
      bytesOf: new Map(entries.map((e) => [e.url, e.bytes])),
    };
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

/** The shell's antd chunks (shell/antd-chunks.js): `/antd.3f2a9c1b.js`, `/antd-date-picker.0c1d2e3f.js`. */
export const isAntdChunk = (url: string) => /^\/antd(-[\w+-]+)?\.[0-9a-f]{8}\.js$/.test(new URL(url).pathname);

/**
 * A signed-in person's cold visit of `path`, as a phone opens it in the morning: the session is kept, the HTTP cache
 * is empty and no service worker answers. What it transfers until the screen is drawn (no skeleton or spinner left in
 * the page's main region) and the network is idle.
 */
export async function measureFirstScreen(browser: Browser, baseURL: string, email: string, path: string) {
  const signingIn = await newPage(browser, baseURL, { serviceWorkers: 'block' });
  await signingIn.goto('/login');
  await signingIn.getByLabel('Email').fill(email);
  await signingIn.getByLabel('Password').fill(DEMO_PASSWORD);
  await signingIn.getByRole('button', { name: 'LOG IN' }).click();
  await signingIn.getByRole('region', { name: "Today's Stats" }).waitFor();
  const storageState = await signingIn.context().storageState();
  await signingIn.context().close();

  // A new context: the same session, none of the files the sign-in cached.
  const page = await newPage(browser, baseURL, { serviceWorkers: 'block', storageState });
  const stop = recordTransfer(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main?.textContent?.trim()) && !main?.querySelector('.ant-skeleton, .ant-spin-spinning');
  });
  await page.waitForLoadState('networkidle');
  return { page, transfer: await stop() };
}

export const kb = (bytes: number) => bytes / 1024;
