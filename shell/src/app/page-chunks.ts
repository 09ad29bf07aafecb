import { matchPath } from 'react-router-dom';
import { canOpen, type StoredSession } from 'shared-auth';
import { remotePageId } from '../features/remote-pages/federation';
import { loadRemotePageOnce } from '../features/remote-pages/remote-page-loads';
import { appRouteTable } from '../shared/remote-registry/app-route-table';
import { loadAntdStylesheet } from '../shared/antd-stylesheet';
import { antdStylesOfPage } from '../shared/antd-stylesheet-sets';
import { registryAtStart } from '../shared/remote-registry/registry-source';

// The chunks behind sign-in; React.lazy in app.tsx loads them through the same functions.
export const appLayoutChunk = () => import('../features/layout/app-layout');
export const homePageChunk = () => import('../features/home/home-page');

/**
 * At sign-in (the credentials sent) the layout and the home page start loading while the api answers: the home
 * then renders as soon as the session arrives instead of fetching its code afterwards.
 */
export function warmSignedInChunks(): void {
  void loadAntdStylesheet();
  void appLayoutChunk();
  void homePageChunk();
}

/**
 * A signed-in visitor's first screen loads all it needs at once, in parallel with the registry fetch: the layout,
 * and the home page or (once the registry names it) the remote page of the address with, for a later screen, the
 * later screens' antd styles, instead of one after another
 * as the render reaches each. Signed out, nothing: the sign-in page needs none of it.
 */
export function warmFirstScreen(pathname: string, user: StoredSession | null): void {
  if (!user) return;
  void loadAntdStylesheet();
  void appLayoutChunk();
  if (pathname === '/') {
    void homePageChunk();
    return;
  }
  void registryAtStart().then((registry) => {
    const route = appRouteTable(registry).find((entry) => matchPath(`/${entry.path}`, pathname));
    // Fetched a moment ago: the load's look whether the registry moved on since the page was served needs no other.
    if (route?.page && canOpen(route, user.role)) {
      void loadRemotePageOnce(route.page, registry).catch(() => undefined);
      void antdStylesOfPage(remotePageId(route.page));
    }
  });
}
