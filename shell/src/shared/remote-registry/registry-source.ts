import type { Language, Role } from 'shared-auth';

/** One route of a remote, as the registry (config/remotes.json, served as /remotes.json) lists it. */
export interface RegistryRoute {
  path: string;
  /** The exposed module that renders it: './SettingsPage'. */
  module: string;
  label: string;
  /** The label in the other languages, given by the remote's team. */
  labels?: Partial<Record<Language, string>>;
  /** Who may open it; absent on a route with layout 'none'. */
  roles?: Role[];
  /** 'none': rendered alone at /<path>, without the layout or a user session (the kiosk brings its own credential). */
  layout?: 'none';
  sidebar?: { roles: Role[]; order: number };
}

export interface RegistryRemote {
  /** Federation name: 'mf_settings'. */
  name: string;
  /** Its mf-manifest.json: a path on this origin or an absolute URL. */
  manifest: string;
  routes: RegistryRoute[];
}

export interface RemoteRegistry {
  /** Changes whenever the registry file does. */
  revision: string;
  remotes: RegistryRemote[];
}

/** Served by the api in production and by the shell's dev server in development. */
export const REGISTRY_PATH = '/remotes.json';
/** The first fetch is tried this many times before the shell starts with its own pages only. */
export const REGISTRY_ATTEMPTS = 3;
export const REGISTRY_RETRY_DELAY_MS = 500;

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
