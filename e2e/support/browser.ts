import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export async function newPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 860 }, locale: 'en-US', ...options });
  return context.newPage();
}
