import { createRoot } from 'react-dom/client';
import { startSessionRefreshLoop, store } from 'shared-auth';
import { DevHostApp } from './dev-host-app';
import type { StandaloneOptions } from './types';

export type { StandaloneOptions, StandalonePage } from './types';

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
