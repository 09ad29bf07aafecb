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
    const [server, started] = await Promise.allSettled([startServer(env, clock), browser()]);
    // When one fails the other still started: keep it, so afterAll stops it and jest can exit.
    if (server.status === 'fulfilled') handles.server = server.value;
    if (started.status === 'fulfilled') handles.browser = started.value;
    if (server.status === 'rejected') throw server.reason;
    if (started.status === 'rejected') throw started.reason;
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return handles;
}
