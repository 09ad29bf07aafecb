import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import registry from '../../config/remotes.json';
import { REPO_ROOT } from '../support/server';

/** The sources a built script was made from, read from its source map. */
const sourcesOf = (dist: string, file: string) =>
  (JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
const RUNTIME_CORE = '/@module-federation/runtime-core/';

// Issue 26: every remoteEntry.js carried the whole federation runtime (~27 KB gzip) and started it on the first
// screen that showed the remote. A built remote, only ever loaded by the shell, takes the runtime's core from the
// shell's page (create-config.js: externalRuntime / provideExternalRuntime).
test("the shell's start script provides its own federation runtime's core to the remotes, not a second copy", () => {
  const dist = path.join(REPO_ROOT, 'shell/dist');
  const [main] = readdirSync(dist).filter((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const sources = sourcesOf(dist, main!);
  expect(sources.some((source) => source.includes('/@module-federation/inject-external-runtime-core-plugin/'))).toBe(
    true,
  );
  // One build of the core and the sdk: the provider's CommonJS build bundled their CommonJS copies too (+25 KB gzip).
  const core = sources.filter((source) => source.includes(RUNTIME_CORE));
  expect(core.length).toBeGreaterThan(0);
  expect(sources.filter((source) => /\/@module-federation\/(runtime-core|sdk)\/.*\.cjs$/.test(source))).toEqual([]);
});

describe.each(registry.remotes.map((remote) => remote.package))('%s', (packageName) => {
  const dist = path.join(REPO_ROOT, packageName, 'dist');

  test("its remoteEntry.js takes the federation runtime's core from the shell: it carries no copy", () => {
    const sources = sourcesOf(dist, 'remoteEntry.js');
    // The remote's own part of the runtime stays: its container, its shares, the runtime plugins.
    expect(sources.some((source) => source.includes('/@module-federation/webpack-bundler-runtime/'))).toBe(true);
    expect(sources.some((source) => source.includes('shared-auth/src/federation/version-checked-once.ts'))).toBe(true);
    expect(sources.filter((source) => source.includes(RUNTIME_CORE))).toEqual([]);
  });

  test('its build has no page of its own, which would need a runtime the shell provides', () => {
    expect(existsSync(path.join(dist, 'index.html'))).toBe(false);
    expect(readdirSync(dist).filter((file) => /^main\..*\.js$/.test(file))).toEqual([]);
  });
});
