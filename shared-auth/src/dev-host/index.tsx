import { createRoot } from 'react-dom/client';
import { startSessionRefreshLoop, store } from 'shared-auth';
import { DevHostApp, type StandaloneOptions } from './dev-host-app';

export type { StandaloneOptions, StandalonePage } from './dev-host-app';

/**
 * Mounts a remote's pages on `#root` behind a minimal sign-in, for a team running one remote alone.
 * The shell never calls this: it loads the exposed pages into its own layout.
 */
export function renderStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('renderStandalone needs an element with id "root"');
  document.title = options.title;
  startSessionRefreshLoop(store);
  createRoot(container).render(<DevHostApp {...options} />);
}
