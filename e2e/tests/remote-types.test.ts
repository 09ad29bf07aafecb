import { readFileSync } from 'node:fs';
import path from 'node:path';
import registry from '../../config/remotes.json';
import { REPO_ROOT } from '../support/server';

interface Manifest {
  metaData: { types: { zip: string; api: string } };
  exposes: Array<{ name: string }>;
}

// Issue 13: a remote's deploy carries the types of what it exposes beside its mf-manifest.json, so a team that
// consumes it (`consumeTypes` of @module-federation/enhanced) type-checks against what is deployed.
describe.each(registry.remotes.map((remote) => [remote.package, remote] as const))('%s', (packageName, remote) => {
  const dist = path.join(REPO_ROOT, packageName, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const modules = [...new Set(remote.routes.map((route) => route.module.replace(/^\.\//, '')))].sort();

  test('its manifest names the types it publishes, and exposes what the registry loads', () => {
    expect(manifest.metaData.types).toMatchObject({ zip: '@mf-types.zip', api: '@mf-types.d.ts' });
    expect(manifest.exposes.map((exposed) => exposed.name).sort()).toEqual(modules);
  });

  test('the published types declare every module the registry loads', () => {
    const api = readFileSync(path.join(dist, manifest.metaData.types.api), 'utf8');
    const declared = [...api.matchAll(/'REMOTE_ALIAS_IDENTIFIER\/([^']+)'/g)].map((match) => match[1]);
    expect([...new Set(declared)].sort()).toEqual(modules);
    const zip = readFileSync(path.join(dist, manifest.metaData.types.zip));
    // A zip's central directory holds each file name as plain bytes.
    for (const module of modules) expect(zip.includes(`${module}.d.ts`)).toBe(true);
  });
});
