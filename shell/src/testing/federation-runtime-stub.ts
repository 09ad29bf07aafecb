// Stands in for '@module-federation/enhanced/runtime' in unit tests (jest moduleNameMapper).
type Registration = { remotes: Array<{ name: string; entry: string }>; force: boolean };

const pages = new Map<string, () => unknown>();

/** What the tests control and inspect: which remote modules load, and what was registered. */
export const federationStub = {
  registrations: [] as Registration[],
  plugins: [] as unknown[],
  loads: [] as string[],
  /** A remote module that loads; any id without one fails like an unreachable remoteEntry.js. */
  provide(id: string, module: () => unknown) {
    pages.set(id, module);
  },
  unprovide(id: string) {
    pages.delete(id);
  },
};

export function registerRemotes(remotes: Registration['remotes'], options?: { force?: boolean }) {
  federationStub.registrations.push({ remotes, force: Boolean(options?.force) });
}

export function registerPlugins(plugins: unknown[]) {
  federationStub.plugins.push(...plugins);
}

export async function loadRemote(id: string) {
  federationStub.loads.push(id);
  const module = pages.get(id);
  if (!module) throw new Error(`ScriptNetworkError: Failed to load script for "${id}"`);
  return module();
}
