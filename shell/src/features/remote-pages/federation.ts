import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { registryAtStart } from '../../shared/remote-registry/registry-source';
import type { RegistryRemote, RemoteRegistry } from '../../shared/remote-registry/types';
import { REMOTE_FETCH_RETRIES, REMOTE_RETRY_DELAY_MS, REMOTE_SCRIPT_RETRIES } from './constants';
import { reloadIfRegistryChanged } from './registry-freshness';
import { remoteErrorsPlugin } from './remote-errors-plugin';
import { remotePageId, type RemotePageModule, type RemotePageRef } from './types';

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

/** Loads an exposed page of a remote, in the shape React.lazy expects. */
export async function loadRemotePage(page: RemotePageRef): Promise<RemotePageModule> {
  // The page is being replaced by a fresh one: nothing to load here.
  if (await reloadIfRegistryChanged()) return new Promise(() => {});
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
