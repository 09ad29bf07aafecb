import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

interface Registry {
  remotes: Array<{ name: string; package?: string; manifest: string }>;
}

/** The repository's registry (config/remotes.json) with remote `name` loaded from `manifest`. */
export function registryWith(name: string, manifest: string): Registry {
  const registry = JSON.parse(readFileSync(path.join(REPO_ROOT, 'config/remotes.json'), 'utf8')) as Registry;
  for (const remote of registry.remotes) if (remote.name === name) remote.manifest = manifest;
  return registry;
}

/** Replaces a registry file in one step (write, then rename), as a deploy should. */
export function writeRegistry(file: string, registry: Registry): void {
  writeFileSync(`${file}.next`, JSON.stringify(registry, null, 2));
  renameSync(`${file}.next`, file);
}

/** Waits until the api serves a registry whose `name` loads from `manifest` (it looks at the file once a second). */
export async function untilServed(apiUrl: string, name: string, manifest: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const served = (await (await fetch(`${apiUrl}/remotes.json`)).json()) as Registry;
    if (served.remotes.find((remote) => remote.name === name)?.manifest === manifest) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${apiUrl}/remotes.json did not serve ${name} from ${manifest} within ${timeoutMs} ms`);
}
