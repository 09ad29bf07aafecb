import { whenQuiet } from './register-service-worker';
import { whenSignedIn, type SessionStore } from './when-signed-in';

/**
 * Once someone is signed in and the page has gone quiet (as the service worker's install waits), tells the worker
 * which remotes to fetch (public/sw.js): the code that does it is loaded then, not with the first screen's.
 */
export function precacheRemotesWhenQuiet(store: SessionStore): void {
  whenSignedIn(store, () =>
    whenQuiet(() => {
      void import('./precache-remotes').then(({ precacheRemotesOfSignedIn }) => precacheRemotesOfSignedIn(store));
    }),
  );
}
