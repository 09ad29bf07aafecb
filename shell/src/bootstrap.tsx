import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startSessionRefreshLoop, store } from 'shared-auth';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { startRemotes } from './features/remote-pages/federation';

startSessionRefreshLoop(store);
startRemotes();
createRoot(document.getElementById('root')!).render(<App router={BrowserRouter} />);
registerServiceWorker();
