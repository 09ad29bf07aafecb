// The api's layers, lowest first: a file imports only from its own layer and lower ones, so a change low down
// never has to know who builds on it. A module reaches another module only through that module's index.ts.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const API = 'api/src';

const LAYERS = [
  { name: 'lib', paths: ['lib'] },
  { name: 'face and config', paths: ['face', 'config.ts'] },
  { name: 'db', paths: ['db'] },
  { name: 'plugins', paths: ['plugins'] },
  { name: 'modules', paths: ['modules'] },
  { name: 'seed', paths: ['seed'] },
  { name: 'app', paths: ['app.ts', 'main.ts', 'error-codes.ts', 'openapi'] },
  // Test helpers: only tests import them.
  { name: 'test', paths: ['test'] },
];

const inApi = (paths) => paths.map((p) => `./${API}/${p}`);

const layerZones = LAYERS.slice(0, -1).map((layer, index) => {
  const higher = LAYERS.slice(index + 1);
  return {
    target: inApi(layer.paths),
    from: inApi(higher.flatMap((h) => h.paths)),
    message: `The api's ${layer.name} layer imports nothing from a higher layer (${higher.map((h) => h.name).join(', ')}): move the shared piece down, or let the higher layer register itself (config/eslint/api-layers.mjs).`,
  };
});

/** One zone per module: another module's files are off limits, its index.ts is its door. */
function moduleZones(root) {
  const modules = path.join(root, API, 'modules');
  return readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${API}/modules/${name}`,
      from: `${modules}/!(${name})/**`,
      except: [`${modules}/*/index.ts`],
      message: 'A module reaches another module only through its index.ts.',
    }));
}

/** Zones for the api's product files (tests may reach anything they check). */
export function apiZones(root) {
  return [...layerZones, ...moduleZones(root)];
}
