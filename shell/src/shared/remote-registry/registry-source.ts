import { REGISTRY_ATTEMPTS, REGISTRY_PATH, REGISTRY_RETRY_DELAY_MS } from './constants';
import type { RemoteRegistry } from './types';

const EMPTY_REGISTRY: RemoteRegistry = { revision: 'unavailable', remotes: [] };

/** The registry as the api answers it now; the browser revalidates with the ETag, so an unchanged one costs a 304. */
async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(new URL(REGISTRY_PATH, window.location.origin), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REGISTRY_PATH} answered HTTP ${response.status}`);
  const registry = (await response.json()) as RemoteRegistry;
  if (typeof registry.revision !== 'string' || !Array.isArray(registry.remotes)) {
    throw new Error(`${REGISTRY_PATH} is not a remote registry`);
  }
  return registry;
}

async function fetchWithRetries(attemptsLeft = REGISTRY_ATTEMPTS): Promise<RemoteRegistry> {
  try {
    return await fetchRegistry();
  } catch (error) {
    if (attemptsLeft <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, REGISTRY_RETRY_DELAY_MS));
    return fetchWithRetries(attemptsLeft - 1);
  }
}

let atStart: Promise<RemoteRegistry> | null = null;
let inFlight: Promise<RemoteRegistry> | null = null;

/**
 * The registry this page was started with: its routes, sidebar and remotes. Without one (the api unreachable
 * after retries) the shell still runs its own pages.
 */
export function registryAtStart(): Promise<RemoteRegistry> {
  atStart ??= fetchWithRetries().catch((error: unknown) => {
    console.error('Remote registry unavailable: only the shell pages are shown', error);
    return EMPTY_REGISTRY;
  });
  return atStart;
}

/** The registry as it is now; calls made while one fetch is under way share it. */
export function latestRegistry(): Promise<RemoteRegistry> {
  inFlight ??= fetchRegistry().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Forgets the registry (unit tests start each case from a fresh page). */
export function forgetRegistry(): void {
  atStart = null;
  inFlight = null;
}
