import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startSessionRefreshLoop, store } from 'shared-auth';
import { App } from './app/app';
import { startRemotes } from './features/remote-pages/federation';

startSessionRefreshLoop(store);
startRemotes();
createRoot(document.getElementById('root')!).render(<App router={BrowserRouter} />);
