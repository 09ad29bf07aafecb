/** A remote that needs a newer shared singleton than the page provides. */
export interface SharedVersionSkew {
  /** The shared package: 'shared-auth'. */
  packageName: string;
  /** The version the page has loaded. */
  provided: string;
  /** The remote that asked, and the range it was built against. */
  remote: string;
  required: string;
}

// How @module-federation/runtime-core 2.x refuses a singleton with strictVersion (utils/share.js):
// "Version 1.0.0 from shell of shared singleton module shared-auth does not satisfy the requirement of
// mf_settings which needs ^1.1.0)".
const STRICT_VERSION_REFUSAL =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** The skew a load error reports, or undefined for any other error. */
export function sharedVersionSkew(error: unknown): SharedVersionSkew | undefined {
  const match = error instanceof Error ? STRICT_VERSION_REFUSAL.exec(error.message) : null;
  if (!match) return undefined;
  const [, provided, packageName, remote, required] = match as unknown as [string, string, string, string, string];
  return { packageName, provided, remote, required };
}
