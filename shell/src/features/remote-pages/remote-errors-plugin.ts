import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Runtime hook for every failed remote load: one log line saying which module and at which step. */
export function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module "${id}" failed to load (${lifecycle})`, error);
      // No fallback module: the error reaches the page's error boundary, which offers Retry.
      return undefined;
    },
  };
}
