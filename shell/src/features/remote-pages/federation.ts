import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ComponentType } from 'react';
import type { AppRoute } from 'shared-auth';
import {
  latestRegistry,
  registryAtStart,
  type RegistryRemote,
  type RemoteRegistry,
} from '../../shared/remote-registry/registry-source';

/** The retry plugin tries a failed manifest fetch or remote script again before the error panel offers Retry. */
const REMOTE_FETCH_RETRIES = 2;
const REMOTE_SCRIPT_RETRIES = 1;
const REMOTE_RETRY_DELAY_MS = 1000;
/** sessionStorage key: the registry revision this tab last reloaded itself for (one reload per revision). */
const RELOADED_FOR_REVISION_KEY = 'remote-registry-reloaded-for';

export type RemotePageRef = NonNullable<AppRoute['page']>;

/** Every exposed page module default-exports a React page (checked when it loads). */
export interface RemotePageModule {
  default: ComponentType;
}

/** `mf_settings` + `./SettingsPage` -> `mf_settings/SettingsPage`, the id the federation runtime loads. */
export const remotePageId = ({ remote, module }: RemotePageRef) => `${remote}/${module.replace(/^\.\//, '')}`;

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
 * `fetchedJustNow`: a registry as fresh as a fetch would be (the first screen's, fetched at start), so none is made.
 */
export async function reloadIfRegistryChanged(fetchedJustNow?: RemoteRegistry): Promise<boolean> {
  const [started, latest] = await Promise.all([
    registryAtStart(),
    fetchedJustNow ?? latestRegistry().catch(() => null),
  ]);
  if (!latest || latest.revision === pageRevision(started.revision)) return false;
  if (window.sessionStorage.getItem(RELOADED_FOR_REVISION_KEY) === latest.revision) return false;
  window.sessionStorage.setItem(RELOADED_FOR_REVISION_KEY, latest.revision);
  pageReload.reload();
  return true;
}

/** Runtime hook for every failed remote load: one log line saying which module and at which step. */
export function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module "${id}" failed to load (${lifecycle})`, error);
      // No fallback module: the error reaches the page's error boundary, which offers Retry.
      return undefined;
    },
  };
}

let registered: Promise<RemoteRegistry> | null = null;
const staleRemotes = new Set<string>();

/** The runtime loads a remote through its mf-manifest.json, by absolute URL (the registry may give a path). */
const federationRemote = ({ name, manifest }: RegistryRemote) => ({
  name,
  entry: new URL(manifest, window.location.origin).href,
});

/** Registers the remotes of the registry this page started with; no remote is known at build time. */
function registerRegistry(): Promise<RemoteRegistry> {
  registered ??= registryAtStart().then((registry) => {
    registerRemotes(registry.remotes.map(federationRemote));
    return registry;
  });
  return registered;
}

/** Called once at start: installs the retry and error hooks and fetches the registry while the first screen renders. */
export function startRemotes(): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: REMOTE_FETCH_RETRIES },
      script: { retryTimes: REMOTE_SCRIPT_RETRIES, retryDelay: REMOTE_RETRY_DELAY_MS },
    }),
    remoteErrorsPlugin(),
  ]);
  void registerRegistry();
}

/** After a failure (the panel's Retry) the remote is registered again, dropping its cached, failed container. */
async function prepareRemote(name: string): Promise<void> {
  const registry = await registerRegistry();
  if (!staleRemotes.has(name)) return;
  const remote = registry.remotes.find((entry) => entry.name === name);
  if (remote) registerRemotes([federationRemote(remote)], { force: true });
  staleRemotes.delete(name);
}

async function loadRegisteredPage(page: RemotePageRef): Promise<RemotePageModule> {
  try {
    await prepareRemote(page.remote);
    const loaded = await loadRemote<RemotePageModule>(remotePageId(page));
    if (!loaded?.default) throw new Error(`${remotePageId(page)} has no default export`);
    return loaded;
  } catch (error) {
    staleRemotes.add(page.remote);
    throw error;
  }
}

/**
 * Loads an exposed page of a remote, in the shape React.lazy expects. The look at the registry runs beside the load,
 * not before it: on a first screen it would hold the remote's requests back by a round trip to the api.
 * `registryFetchedJustNow`: see reloadIfRegistryChanged.
 */
export async function loadRemotePage(
  page: RemotePageRef,
  registryFetchedJustNow?: RemoteRegistry,
): Promise<RemotePageModule> {
  const load = loadRegisteredPage(page);
  const [reloading] = await Promise.all([reloadIfRegistryChanged(registryFetchedJustNow), load.catch(() => undefined)]);
  // The page is being replaced by a fresh one: what loaded meanwhile is not shown.
  if (reloading) return new Promise(() => {});
  return load;
}
