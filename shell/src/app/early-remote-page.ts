// The remote page of the address, for a person coming back: the registry, the remote's manifest, its entry and the
// page's first chunks are asked for from main's first chunk, beside React's and antd's, instead of one after another
// once those have arrived and run (issue 26: four round trips after the largest downloads on a phone). The federation
// runtime's own requests then take what is on its way: the registry and the manifest through the early calls, each
// handed over only once this module has read it and sent the next request, so the runtime never gets there first; the
// scripts from the preloads. Nothing here may import a shared package: this runs before they are negotiated.
import type { Role } from 'shared-auth';
import { REGISTRY_PATH, type RegistryRoute, type RemoteRegistry } from '../shared/remote-registry/registry-source';
import { returningPerson, startEarlyCall, type EarlyCallInit } from './early-api-calls';

/** What a remote's mf-manifest.json says that this reads (@module-federation/sdk's Manifest). */
interface RemoteManifest {
  metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/**
 * `employees/edit/:employee_id` matches /employees/edit/7; a route with layout 'none' is not a signed-in page. The
 * role check is shared-auth's canOpen and the match react-router's matchPath, which this chunk cannot import yet; a
 * mismatch costs a prefetch at most, the page itself still checks with them.
 */
function routeMatches(route: RegistryRoute, pathname: string, role: Role): boolean {
  if (route.layout === 'none' || !route.roles?.includes(role)) return false;
  const wanted = route.path.split('/');
  const given = pathname.split('/').filter(Boolean);
  return wanted.length === given.length && wanted.every((part, i) => part.startsWith(':') || part === given[i]);
}

/** The remote entry and the exposed module's first scripts, by address; none when the manifest does not say. */
export function pageScripts(manifest: RemoteManifest, manifestUrl: string, module: string): string[] {
  const { metaData } = manifest;
  // A public path computed in the browser (getPublicPath) is for the runtime to work out.
  if (typeof metaData.publicPath !== 'string') return [];
  const base = new URL(metaData.publicPath === 'auto' ? '.' : metaData.publicPath, manifestUrl).href;
  const expose = manifest.exposes.find((entry) => entry.path === module);
  if (!expose) return [];
  const entry = `${metaData.remoteEntry.path}${metaData.remoteEntry.path ? '/' : ''}${metaData.remoteEntry.name}`;
  return [entry, ...expose.assets.js.sync].map((file) => new URL(file, base).href);
}

function preloadScript(document: Document, href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Sends an early call whose JSON answer this module reads before the page's own request gets it: what is started on
 * reading it goes out first. Undefined when the call fails or its answer is not JSON.
 */
function earlyJsonCall<T>(url: string, init: EarlyCallInit, send: typeof fetch): Promise<T | undefined> {
  let read!: (body: T | undefined) => void;
  const body = new Promise<T | undefined>((resolve) => (read = resolve));
  const readFirst: typeof fetch = async (input, requestInit) => {
    const response = await send(input, requestInit);
    const text = await response.text();
    try {
      read(response.ok ? (JSON.parse(text) as T) : undefined);
    } catch {
      read(undefined);
    }
    return new Response(text || null, response);
  };
  startEarlyCall(url, init, readFirst).catch(() => read(undefined));
  return body;
}

/** Starts the requests of the remote page at `pathname` for a signed-in person coming back who may open it. */
export async function startEarlyRemotePage(
  pathname: string,
  storage: Storage = window.localStorage,
  send: typeof fetch = window.fetch.bind(window),
  document: Document = window.document,
): Promise<void> {
  const person = returningPerson(storage);
  if (!person || pathname.replace(/\/+/g, '') === '') return;
  const origin = document.location.origin;
  // As registry-source.ts and the runtime (SnapshotHandler: `fetch(manifestUrl, {})`) ask, so that they take these.
  const registry = await earlyJsonCall<RemoteRegistry>(
    new URL(REGISTRY_PATH, origin).href,
    { cache: 'no-cache' },
    send,
  );
  const matches = (entry: RegistryRoute) => routeMatches(entry, pathname, person.role);
  const remote = registry?.remotes?.find((candidate) => candidate.routes.some(matches));
  const route = remote?.routes.find(matches);
  if (!remote || !route) return;
  const manifestUrl = new URL(remote.manifest, origin).href;
  const manifest = await earlyJsonCall<RemoteManifest>(manifestUrl, {}, send);
  if (!manifest) return;
  for (const script of pageScripts(manifest, manifestUrl, route.module)) preloadScript(document, script);
}
