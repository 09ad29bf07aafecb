import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-auth';
import { REMOTE_LOAD_ATTEMPTS, REMOTE_RETRY_DELAY_MS } from './constants';
import { remoteErrorsPlugin } from './remote-errors-plugin';
import { fetchRemoteManifest } from './remote-manifest';
import { remotePageId, type RemoteManifest, type RemotePageRef } from './types';

let manifest: Promise<RemoteManifest> | null = null;
const staleRemotes = new Set<RemoteName>();

/** Fetches the manifest once (again after a failure) and registers its remotes; no remote is known at build time. */
function registerManifest(): Promise<RemoteManifest> {
  manifest ??= fetchRemoteManifest().then(
    (entries) => {
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
      return entries;
    },
    (error: unknown) => {
      manifest = null;
      throw error;
    },
  );
  return manifest;
}

/** Called once at start: installs the error hook and fetches the manifest while the first screen renders. */
export function startRemotes(): void {
  registerPlugins([remoteErrorsPlugin()]);
  registerManifest().catch((error: unknown) => console.error('Remote manifest unavailable', error));
}

/** After a failure the next load re-reads the manifest and replaces the remote, dropping its cached (failed) container. */
async function prepareRemote(name: RemoteName): Promise<void> {
  if (!staleRemotes.has(name)) {
    await registerManifest();
    return;
  }
  manifest = null;
  const entry = (await registerManifest())[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
  staleRemotes.delete(name);
}

async function withRetry<T>(load: () => Promise<T>, attemptsLeft = REMOTE_LOAD_ATTEMPTS): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (attemptsLeft <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, REMOTE_RETRY_DELAY_MS));
    return withRetry(load, attemptsLeft - 1);
  }
}

/** Loads an exposed page of a remote, in the shape React.lazy expects. */
export function loadRemotePage(page: RemotePageRef): Promise<RemotePageModule> {
  return withRetry(async () => {
    try {
      await prepareRemote(page.remote);
      const loaded = await loadRemote<RemotePageModule>(remotePageId(page));
      if (!loaded?.default) throw new Error(`${remotePageId(page)} has no default export`);
      return loaded;
    } catch (error) {
      staleRemotes.add(page.remote);
      throw error;
    }
  });
}
