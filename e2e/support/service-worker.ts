import type { Page } from 'playwright-core';

/**
 * The URLs the shell's service worker precached of the signed-in person's remotes, once it has been told them and
 * is done (shell/public/sw.js `precache-status`): after this the worker fetches nothing more on its own.
 */
export const remotesPrecached = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<string[]>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event: MessageEvent<{ remotesPrecached: string[] }>) =>
        resolve(event.data.remotesPrecached);
      registration.active!.postMessage({ type: 'precache-status' }, [channel.port2]);
    });
  });
