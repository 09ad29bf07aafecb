import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import testTools from '../../scripts/lib/test-tools.json';
import { SUITE_CLOCK, type TestClock } from './clock';

// The binary itself, by its absolute path: the suite runs with a PATH that holds only node, npm and sh.
const CHROMIUM = testTools.tools.find((tool) => tool.debianPackage === 'chromium')!.path;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Debian's wrapper adds it when /dev/shm is small, as it is in containers.
  '--disable-dev-shm-usage',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** A page in a fresh context whose clock shows `clock`'s time (the api's: see support/clock.ts). */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
  clock: TestClock = SUITE_CLOCK,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 860 },
    locale: 'en-US',
    // The app turns antd's animations off for it: a click never lands on a dialog still zooming in.
    reducedMotion: 'reduce',
    ...options,
  });
  if (clock.offsetMs !== 0) await context.clock.install({ time: clock.now() });
  return context.newPage();
}
