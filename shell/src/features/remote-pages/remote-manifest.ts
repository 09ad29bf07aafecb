import { REMOTE_MANIFEST_PATH } from './constants';
import type { RemoteManifest } from './types';

/** The run-time map of remote name -> remoteEntry.js URL; never cached, so a redeployed remote is picked up. */
export async function fetchRemoteManifest(): Promise<RemoteManifest> {
  const response = await fetch(new URL(REMOTE_MANIFEST_PATH, window.location.origin), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTE_MANIFEST_PATH} answered HTTP ${response.status}`);
  return (await response.json()) as RemoteManifest;
}
