import { use } from 'react';
import { SHELL_ROUTES, type AppRoute } from 'shared-auth';
import { registryAtStart, type RemoteRegistry } from './registry-source';

/** A remote page rendered alone, outside the layout and any user session (layout 'none'). */
export interface BareRoute {
  path: string;
  page: NonNullable<AppRoute['page']>;
}

/** The shell's own routes and every remote route of the registry, with their roles and sidebar entries. */
export function appRouteTable(registry: RemoteRegistry): AppRoute[] {
  const remoteRoutes = registry.remotes.flatMap((remote) =>
    remote.routes.flatMap((route) =>
      route.roles && route.layout !== 'none'
        ? [
            {
              path: route.path,
              title: route.label,
              titles: route.labels,
              roles: route.roles,
              page: { remote: remote.name, module: route.module },
              nav: route.sidebar,
            },
          ]
        : [],
    ),
  );
  return [...SHELL_ROUTES, ...remoteRoutes];
}

export function bareRouteTable(registry: RemoteRegistry): BareRoute[] {
  return registry.remotes.flatMap((remote) =>
    remote.routes
      .filter((route) => route.layout === 'none')
      .map((route) => ({ path: route.path, page: { remote: remote.name, module: route.module } })),
  );
}

let table: Promise<{ routes: AppRoute[]; bare: BareRoute[] }> | null = null;
let tableFor: Promise<RemoteRegistry> | null = null;

/** The route tables of the registry this page started with (suspends until it has arrived). */
export function useAppRoutes(): { routes: AppRoute[]; bare: BareRoute[] } {
  const registry = registryAtStart();
  if (tableFor !== registry) {
    tableFor = registry;
    table = registry.then((r) => ({ routes: appRouteTable(r), bare: bareRouteTable(r) }));
  }
  return use(table!);
}
