import initializeSharingOnce, { type SharingInstance } from './initialize-sharing-once';

/** A federation instance whose initializeSharing records the init scope of each call. */
function instance() {
  const initScopes: unknown[] = [];
  const origin: SharingInstance = {
    sharedHandler: { initializeSharing: (_scope, options) => initScopes.push(options?.initScope) },
  };
  return { origin, initScopes };
}

describe('initializeSharingOnce', () => {
  it("gives every load's initialization of a scope the same init scope, so the runtime's guard holds after the first", () => {
    const { origin, initScopes } = instance();
    initializeSharingOnce().init({ origin });
    origin.sharedHandler.initializeSharing('default', { strategy: 'loaded-first' });
    origin.sharedHandler.initializeSharing('default', { strategy: 'loaded-first' });
    origin.sharedHandler.initializeSharing('default');
    expect(initScopes).toHaveLength(3);
    expect(initScopes[0]).toEqual([]);
    expect(new Set(initScopes).size).toBe(1);
  });

  it("keeps a caller's own init scope, and the bundler's build-time initialization as it is", () => {
    const { origin, initScopes } = instance();
    initializeSharingOnce().init({ origin });
    const containerScope = [{ from: 'shell' }];
    origin.sharedHandler.initializeSharing('default', { initScope: containerScope });
    origin.sharedHandler.initializeSharing('default', { from: 'build' });
    expect(initScopes).toEqual([containerScope, undefined]);
  });
});
