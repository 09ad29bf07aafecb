// A federation runtime plugin every app builds in (create-config.js, runtimePlugins): the share scope is initialized
// once per instance. @module-federation/runtime-core 2.9 calls initializeSharing from every loadShare without an
// init scope, so its once-per-scope guard never holds and each load registered every share the app declares again
// (the shell: 89 shares, 41 loads on a manager's home, 3,700 registrations). Upstream: module-federation/core#5062.
// With the loaded-first strategy a registration after the first changes nothing: the shares are already in scope.

/** The options the runtime passes to initializeSharing (@module-federation/runtime-core, shared/index.js). */
interface InitializeSharingOptions {
  initScope?: unknown[];
  from?: string;
  [option: string]: unknown;
}

/** The part of a federation instance this plugin patches. */
export interface SharingInstance {
  sharedHandler: { initializeSharing: (scopeName?: string, options?: InitializeSharingOptions) => unknown };
}

export default function initializeSharingOnce() {
  return {
    name: 'initialize-sharing-once',
    init({ origin }: { origin: SharingInstance }): void {
      const handler = origin.sharedHandler;
      // One init scope for every call of this instance, as the runtime keeps for its own from a container's init.
      const initScope: unknown[] = [];
      const initializeSharing = handler.initializeSharing.bind(handler);
      handler.initializeSharing = (scopeName, options) =>
        initializeSharing(
          scopeName,
          options?.initScope || options?.from === 'build' ? options : { ...options, initScope },
        );
    },
  };
}
