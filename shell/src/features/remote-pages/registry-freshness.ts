import { latestRegistry, registryAtStart } from '../../shared/remote-registry/registry-source';
import { RELOADED_FOR_REVISION_KEY } from './constants';

/**
 * The revision of the registry this page's own Content-Security-Policy was made from: the api names it in the
 * page's Server-Timing header. A page served without it (a static host) falls back to the registry it fetched.
 */
function pageRevision(fetchedAtStart: string): string {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === 'remotes')?.description || fetchedAtStart;
}

/** How the page loads itself afresh (tests replace it). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * A page keeps the registry, and the CSP, it was loaded with. When the registry has changed since (a remote moved
 * to a new URL or origin), the page loads itself afresh instead, so it gets the new registry and a CSP that allows
 * it. Once per revision: two api instances answering different registries must not reload a tab in a loop.
 */
export async function reloadIfRegistryChanged(): Promise<boolean> {
  const [started, latest] = await Promise.all([registryAtStart(), latestRegistry().catch(() => null)]);
  if (!latest || latest.revision === pageRevision(started.revision)) return false;
  if (window.sessionStorage.getItem(RELOADED_FOR_REVISION_KEY) === latest.revision) return false;
  window.sessionStorage.setItem(RELOADED_FOR_REVISION_KEY, latest.revision);
  pageReload.reload();
  return true;
}
