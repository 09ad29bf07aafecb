import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { deviceLanguage, setLanguage, startSessionRefreshLoop, store } from 'shared-auth';
import { App } from './app/app';
import { lastSignedInLanguage } from './app/prepaint';
import { warmFirstScreen } from './app/page-chunks';
import { precacheRemotesWhenQuiet } from './app/precache-when-quiet';
import { registerServiceWorker } from './app/register-service-worker';
import { startRemotes } from './features/remote-pages/federation';

startSessionRefreshLoop(store);
// The sign-in page speaks the language chosen on this device, else the browser's; after sign-in the person's own,
// from the start the one the pre-painted frame speaks (their last visit's).
void setLanguage(lastSignedInLanguage(store.getState().session.user) ?? deviceLanguage());
startRemotes();
// Session restore (the store read it), the registry fetch and the first screen's code all start now, in parallel.
warmFirstScreen(window.location.pathname, store.getState().session.user);
// In a task of its own, once the first screen's requests are out: the root's setup (React's listeners on the page)
// and the start's requests together made one long task. A transition: React renders the first screen in slices, so
// the page answers a tap (the sidebar, the clock button) while it builds; a default render is one task per mount,
// hundreds of milliseconds on a phone.
setTimeout(() =>
  startTransition(() => createRoot(document.getElementById('root')!).render(<App router={BrowserRouter} />)),
);
registerServiceWorker();
// Once the first screen is up, the service worker fetches the remotes this person may open (public/sw.js).
precacheRemotesWhenQuiet(store);
