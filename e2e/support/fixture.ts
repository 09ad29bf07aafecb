import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** One api server (fresh embedded database with the demo company) and one browser per test file. */
export function startServerAndBrowser(env: Record<string, string> = {}, browserArgs: string[] = []) {
  const handles = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [handles.server, handles.browser] = await Promise.all([startServer(env), launchBrowser(browserArgs)]);
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return handles;
}
