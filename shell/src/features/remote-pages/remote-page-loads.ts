import type { RemoteRegistry } from '../../shared/remote-registry/registry-source';
import { loadRemotePage, remotePageId, type RemotePageModule, type RemotePageRef } from './federation';

// One load per page, so revisiting a page does not suspend again; Retry, or leaving the page, forgets a failed one.
const loads = new Map<string, Promise<RemotePageModule>>();
const failedLoads = new WeakSet<Promise<RemotePageModule>>();
const shownLoads = new WeakSet<Promise<RemotePageModule>>();

export function forgetFailedLoad(id: string): void {
  const load = loads.get(id);
  if (load && failedLoads.has(load)) loads.delete(id);
}

/**
 * The page's module, loaded once: the first screen may have started it before the page renders, with the registry
 * it fetched at start (see loadRemotePage).
 */
export function loadRemotePageOnce(page: RemotePageRef, registryFetchedJustNow?: RemoteRegistry) {
  const id = remotePageId(page);
  const cached = loads.get(id);
  if (cached) return cached;
  const load = loadRemotePage(page, registryFetchedJustNow);
  load.catch(() => failedLoads.add(load));
  loads.set(id, load);
  return load;
}

/** True on the first visit that shows the page's current load: the load looked at the registry itself. */
export function firstShowingOfLoad(id: string): boolean {
  const load = loads.get(id);
  if (!load || shownLoads.has(load)) return false;
  shownLoads.add(load);
  return true;
}
