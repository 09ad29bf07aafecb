import { use } from 'react';
import { SHELL_ROUTES, type AppRoute } from 'shared-auth';
import { registryAtStart } from './registry-source';
import type { RemoteRegistry } from './types';

/** The shell's own routes and every remote route of the registry, with their roles and sidebar entries. */
export function appRouteTable(registry: RemoteRegistry): AppRoute[] {
  const remoteRoutes = registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({
      path: route.path,
      title: route.label,
      roles: route.roles,
      page: { remote: remote.name, module: route.module },
      nav: route.sidebar,
    })),
  );
  return [...SHELL_ROUTES, ...remoteRoutes];
}

let table: Promise<AppRoute[]> | null = null;
let tableFor: Promise<RemoteRegistry> | null = null;

/** The route table of the registry this page started with (suspends until it has arrived). */
export function useAppRoutes(): AppRoute[] {
  const registry = registryAtStart();
  if (tableFor !== registry) {
    tableFor = registry;
    table = registry.then(appRouteTable);
  }
  return use(table!);
}
