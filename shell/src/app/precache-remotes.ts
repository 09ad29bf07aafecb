import { canOpen, type Role, type StoredSession } from 'shared-auth';
import { appRouteTable } from '../shared/remote-registry/app-route-table';
import { registryAtStart, type RemoteRegistry } from '../shared/remote-registry/registry-source';

/** A remote the service worker precaches (public/sw.js `precache-remotes`): its manifest and the pages to keep. */
export interface RemoteToPrecache {
  /** Its mf-manifest.json, absolute. */
  manifest: string;
  /** The exposed modules of the pages the person may open: './LeaveRequestPage'. */
  modules: string[];
}

/** The remotes whose pages `role` may open, each with those pages' modules; a page alone (the kiosk) is no one's. */
export function remotesToPrecache(registry: RemoteRegistry, role: Role, origin = window.location.origin) {
  const modulesOf = new Map<string, Set<string>>();
  for (const route of appRouteTable(registry)) {
    if (!route.page || !canOpen(route, role)) continue;
    const modules = modulesOf.get(route.page.remote) ?? new Set<string>();
    modulesOf.set(route.page.remote, modules.add(route.page.module));
  }
  return registry.remotes.flatMap((remote): RemoteToPrecache[] => {
    const modules = modulesOf.get(remote.name);
    return modules ? [{ manifest: new URL(remote.manifest, origin).href, modules: [...modules] }] : [];
  });
}

/** After the first screen: when the main thread is idle (a browser without requestIdleCallback: after a turn). */
const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work) : window.setTimeout(work, 0);

/**
 * Tells the service worker which remotes the signed-in person will open, once per role (a sign-in, a restored
 * session, another person signing in), when the page is idle; it fetches them in the background. Without a worker
 * (development, a browser that refused it) nothing happens.
 */
export function precacheRemotesOfSignedIn(
  store: { getState: () => { session: { user: StoredSession | null } }; subscribe: (listener: () => void) => unknown },
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!container) return;
  let told: Role | undefined;
  const tell = () => {
    const role = store.getState().session.user?.role;
    if (role === told) return;
    told = role;
    if (!role) return;
    void Promise.all([registryAtStart(), container.ready]).then(([registry, registration]) =>
      whenIdle(() => {
        // Another person may have signed in meanwhile: their own call tells the worker about theirs.
        if (told !== role) return;
        registration.active?.postMessage({ type: 'precache-remotes', remotes: remotesToPrecache(registry, role) });
      }),
    );
  };
  tell();
  store.subscribe(tell);
}
