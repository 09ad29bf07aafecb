import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startSessionRefreshLoop, store } from 'shared-auth';
import { App } from './app/app';
import { warmFirstScreen } from './app/page-chunks';
import { registerServiceWorker } from './app/register-service-worker';
import { startRemotes } from './features/remote-pages/federation';

startSessionRefreshLoop(store);
startRemotes();
// Session restore (the store read it), the registry fetch and the first screen's code all start now, in parallel.
warmFirstScreen(window.location.pathname, store.getState().session.user);
createRoot(document.getElementById('root')!).render(<App router={BrowserRouter} />);
registerServiceWorker();
