// The build's side of the sliced evaluation (config/webpack/sliced-evaluation.js) on a small host built by webpack
// itself with Module Federation, in a process of its own (jest would transform webpack): the workspace's own modules
// stay apart under scope hoisting, and the entry names what each consumed shared module imports.
/* global describe, it, expect, beforeAll, afterAll -- jest's: eslint reads a .js file as a plain script */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SHELL_DIR = path.join(__dirname, '../..');
const PLUGIN = path.join(SHELL_DIR, '../config/webpack/sliced-evaluation.js');

const LIB = 'node_modules/lib/index.js';
const FIXTURE = {
  'entry.js': "import('./start');",
  'start.js': "import { a } from './a';\nimport { b } from 'lib';\nconsole.log(a(), b());",
  'a.js': 'export function a() {\n  return globalThis.name;\n}',
  'node_modules/lib/package.json': '{ "name": "lib", "version": "1.0.0", "main": "index.js" }',
  'node_modules/lib/index.js': "import { c } from './c';\nexport function b() {\n  return c() + 1;\n}",
  'node_modules/lib/c.js': 'export function c() {\n  return globalThis.origin;\n}',
};

// Builds the fixture as a host sharing `lib`; prints its modules ([id, type, name, names concatenated into it]) and
// its entry's code.
const BUILD = `
const shellRequire = (name) => require(require.resolve(name, { paths: [${JSON.stringify(SHELL_DIR)}] }));
const webpack = shellRequire('webpack');
const { ModuleFederationPlugin } = shellRequire('@module-federation/enhanced/webpack');
const { SlicedEvaluationPlugin } = require(${JSON.stringify(PLUGIN)});
const [dir] = process.argv.slice(1);
const shared = { lib: { singleton: true, requiredVersion: '^1.0.0' } };
webpack({
  mode: 'production',
  context: ${JSON.stringify(SHELL_DIR)},
  entry: { main: dir + '/entry.js' },
  output: { path: dir + '/dist', filename: '[name].js', uniqueName: 'fixture' },
  plugins: [new ModuleFederationPlugin({ name: 'fixture', shared, dts: false }), new SlicedEvaluationPlugin({ host: true })],
}, (error, stats) => {
  if (error || stats.hasErrors()) throw error || new Error(stats.toString('errors-only'));
  const { modules } = stats.toJson({ all: false, modules: true, nestedModules: true, ids: true });
  // The fixture's own path from its folder: 'start.js', 'node_modules/lib/index.js'.
  const name = (module) => module.name.replace(/ \\+ \\d+ modules?$/, '').replace(/^.*sliced-evaluation-build-[^/]+\\//, '');
  console.log(JSON.stringify({
    modules: modules.filter((m) => m.name && !m.orphan).map((m) => [m.id, m.moduleType, name(m), (m.modules || []).map(name).sort()]),
    // The entry's last line: the tables it registers.
    entry: require('node:fs').readFileSync(dir + '/dist/main.js', 'utf8').split('\\n').at(-1),
  }));
});
`;

describe('the build’s side of the sliced evaluation', () => {
  let dir;
  let built;
  const named = (wanted) =>
    built.modules.filter(([, type, name]) => type.startsWith('javascript/') && wanted.includes(name));

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sliced-evaluation-build-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    built = JSON.parse(execFileSync(process.execPath, ['-e', BUILD, dir], { encoding: 'utf8' }));
  });

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps each of the app’s own modules a module of its own, so a slice can end between them', () => {
    expect(named(['start.js', 'a.js']).map(([, , ...rest]) => rest)).toEqual([
      ['start.js', []],
      ['a.js', []],
    ]);
  });

  it('still concatenates a package’s modules', () => {
    expect(named([LIB]).map(([, , ...rest]) => rest)).toEqual([[LIB, ['node_modules/lib/c.js', LIB]]]);
  });

  it('names in the entry the host’s own copy of each shared module it consumes', () => {
    const [consumed] = built.modules.find(([, type]) => type === 'consume-shared-module');
    const [[copy]] = named([LIB]);
    expect(built.entry).toContain(`${JSON.stringify(consumed)}:[${JSON.stringify(copy)}]`);
  });
});
