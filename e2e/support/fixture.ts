import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { SUITE_CLOCK } from './clock';
import { startServer, type RunningServer } from './server';

/**
 * One api server (fresh embedded database with the demo company, living at `clock`'s time) and one browser per
 * test file (or per describe block that calls it).
 */
export function startServerAndBrowser(
  env: Record<string, string> = {},
  browserArgs: string[] | (() => Promise<string[]>) = [],
  clock = SUITE_CLOCK,
) {
  const handles = {} as { server: RunningServer; browser: Browser };
  const browser = async () => launchBrowser(typeof browserArgs === 'function' ? await browserArgs() : browserArgs);
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([startServer(env, clock), browser()]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return handles;
}
