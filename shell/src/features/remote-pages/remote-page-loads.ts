import { loadRemotePage, remotePageId, type RemotePageModule, type RemotePageRef } from './federation';

// One load per page, so revisiting a page does not suspend again; Retry, or leaving the page, forgets a failed one.
const loads = new Map<string, Promise<RemotePageModule>>();
const failedLoads = new WeakSet<Promise<RemotePageModule>>();

export function forgetFailedLoad(id: string): void {
  const load = loads.get(id);
  if (load && failedLoads.has(load)) loads.delete(id);
}

/** The page's module, loaded once: the first screen may have started it before the page renders. */
export function loadRemotePageOnce(page: RemotePageRef): Promise<RemotePageModule> {
  const id = remotePageId(page);
  const cached = loads.get(id);
  if (cached) return cached;
  const load = loadRemotePage(page);
  load.catch(() => failedLoads.add(load));
  loads.set(id, load);
  return load;
}
