// A federation runtime plugin every app builds in (create-config.js, runtimePlugins): a strict singleton's version is
// checked once per version and range, not once per shared module. antd is shared per component, ~70 keys of the
// same version and range: the runtime parsed the range again (a dozen regular expressions) for every component a
// page loaded, in the shell's start task and in each remote's first screen. An incompatible version is still refused
// by the runtime's own check, with its message (remote-error-boundary.tsx reads it).
// The version an app provides itself is not checked at all: the package manager installed it for the very range the
// app requires (shared-singletons.js derives both from its package.json), and parsing each range once still cost the
// shell's start 30-50 ms traced (the semver parser builds its regular expressions at each call).

/** What the runtime's resolveShare hook hands a plugin (@module-federation/runtime-core, utils/share.js). */
export interface ResolveShareArgs {
  shareScopeMap: Record<string, Record<string, Record<string, unknown>>>;
  scope: string;
  pkgName: string;
  /** The version the runtime picked from the share scope. */
  version: string;
  shareInfo: {
    /** The version this app provides itself (its own copy, a fallback when it runs alone). */
    version?: string;
    shareConfig?: { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string | false };
    treeShaking?: unknown;
  };
  /** The runtime's resolver: checks the version (throws on a strict mismatch) and returns the chosen module. */
  resolver: () => unknown;
}

export default function versionCheckedOnce() {
  const satisfied = new Set<string>();
  return {
    name: 'version-checked-once',
    resolveShare(args: ResolveShareArgs): ResolveShareArgs {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { singleton, strictVersion, requiredVersion } = shareInfo.shareConfig ?? {};
      // Only a strict singleton without tree shaking: its resolver either throws or returns the picked version.
      if (!singleton || !strictVersion || typeof requiredVersion !== 'string' || shareInfo.treeShaking) return args;
      const pair = `${version} ${requiredVersion}`;
      const checkAndResolve = args.resolver;
      return {
        ...args,
        resolver: () => {
          if (version === shareInfo.version || satisfied.has(pair))
            return { shared: shareScopeMap[scope]?.[pkgName]?.[version], useTreesShaking: false };
          const resolved = checkAndResolve();
          satisfied.add(pair);
          return resolved;
        },
      };
    },
  };
}
