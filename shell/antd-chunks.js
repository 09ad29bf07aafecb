// Which chunks the shell's antd travels in: a screen fetches the antd components it renders, not the whole library.
//
// The shell provides every antd component under its own share key (config/webpack/antd-shared.js), lazily: the
// provider's async block loads the component's modules when a screen first renders it, and with them the components
// it imports (a Table loads Pagination, Select, Checkbox, Tree ...). Here, before webpack splits the chunks, each antd
// module is given a chunk by what loads it:
// - `antd`: antd's common internals (ConfigProvider, App, theme, rc-util, ...) and the components the signed-in
//   frame and the clock screen render (layout, menu, button, card, descriptions ...) with all they load: every
//   signed-in page needs most of them, so they come in one request; and what the apps' own code loads too;
// - `antd-home`: what home renders beyond the frame (its table's pager and select, progress, statistic ...), in one
//   request beside `antd`: every sign-in lands on home, but a phone opening the clock screen does not wait for it;
// - `antd-<a>+<b>`: the modules that the same set of imported components loads (`antd-table`: what only a Table
//   loads; `antd-select+table+...`: what a Select and all that load one share), so what always loads together is
//   one request; the sets under MIN_BYTES (before minifying) go together into `antd-later`: a request each would cost
//   more than the bytes, and in `antd` they were bytes the first screens wait for and do not render;
// - `antd-<component>`: a component no app imports, with what only it loads.
// Only the shell: a remote takes antd from it. The share keys are untouched: still one instance of every component.
const fs = require('node:fs');
const path = require('node:path');
const { remotes } = require('../config/webpack/remote-registry');
const { chunksLoadedWith } = require('./first-screen-files');

const ROOT = path.join(__dirname, '..');
const NAME = 'AntdChunksPlugin';
const ANTD_KEY = 'antd/es/';
// The frame's antd in two chunks of about the same size, sent together: antd's own modules, and what they are made
// of. On a slow link the responses in flight share it, and one 92 KB chunk (brotli) arrived after everything else
// the clock screen needs (bench/lighthouse/README.md, twenty-sixth round).
const FRAME_CHUNK = 'antd';
const FRAME_BASE_CHUNK = 'antd-base';
const FRAME_CHUNKS = [FRAME_CHUNK, FRAME_BASE_CHUNK];
const HOME_CHUNK = 'antd-home';
const SMALL_SETS_CHUNK = 'antd-later';
// Below this (before minifying) a set's modules go into `antd-later`: a request would cost more than the bytes.
const MIN_BYTES = 24 * 1024;
// Marks, while the chunks are assigned, the modules of components no app imports: each in its own chunk, whatever size.
const UNUSED = ' unused';

// antd and what it is made of (rc-components, icons, style and date helpers).
const ANTD_PACKAGES = [
  'antd',
  '@ant-design',
  '@rc-component',
  'rc-[\\w-]+',
  '@babel/runtime',
  '@emotion/hash',
  '@emotion/unitless',
  'stylis',
  'dayjs',
  'react-is',
  'is-mobile',
  'clsx',
  'classnames',
  'throttle-debounce',
  'compute-scroll-into-view',
  'scroll-into-view-if-needed',
  'json2mq',
  'string-convert',
  'copy-to-clipboard',
  'toggle-selection',
  'resize-observer-polyfill',
];
const ANTD_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${ANTD_PACKAGES.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
);

const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;

/**
 * What a component of antd loads later itself (import() in antd: patches/antd@6.6.8.patch), keyed like a component:
 * `antd/es/typography-editable` for Typography's `import('../Editable')`; else undefined.
 */
function antdLazyPartKey(module, request) {
  const resource = module?.resource;
  if (!resource || !request || !ANTD_ES.test(resource)) return undefined;
  const target = path.resolve(path.dirname(resource), request).split(ANTD_ES)[1];
  return `${ANTD_KEY}${target.split(path.sep).join('-').toLowerCase()}`;
}

/**
 * The antd share key a chunk group loads (its block is a provider's or a consumer's fallback), or the key of the part
 * of a component it loads (antdLazyPartKey), else undefined.
 */
function antdKeyOfGroup(group) {
  const keys = group.origins.map(
    ({ module, request }) => module?._name ?? module?.options?.shareKey ?? antdLazyPartKey(module, request),
  );
  return keys.length > 0 && keys.every((key) => key?.startsWith(ANTD_KEY)) ? keys[0] : undefined;
}

/** Which antd components' blocks load `module` (share keys), and whether the blocks of some other code load it too. */
function blocksLoading(chunkGraph, module) {
  const keys = new Set();
  let byOtherCode = false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      const key = antdKeyOfGroup(group);
      if (key) keys.add(key);
      else byOtherCode = true;
    }
  }
  return { keys, byOtherCode };
}

/** The chunk name of a set of components: `antd-date-picker`, `antd-calendar+date-picker`, `antd-a+b+c+4`. */
function chunkName(keys) {
  const folders = [...keys].sort().map((key) => key.slice(ANTD_KEY.length));
  return `antd-${[...folders.slice(0, 3), ...(folders.length > 3 ? [folders.length - 3] : [])].join('+')}`;
}

/**
 * Each antd module of the compilation with its chunk's name. A module goes with the set of imported components whose
 * loading loads it (a component loads the components it imports: a Table its Pagination, Select, Checkbox ...), so
 * what always loads together is one request.
 * @param {{ modules: string[], shareKeys: string[] }} frame  the modules of the signed-in frame (absolute paths
 *   without extension) and the share keys of the components that come with it
 * @param {string[]} home  absolute paths without extension of the modules of home
 * @param {string[]} imported  the share keys of the components the apps import
 */
function antdChunkOfModules(compilation, { frame, home, imported }) {
  const { chunkGraph } = compilation;
  const modulesIn = (chunks) => [...chunks].flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)]);
  const inFrame = new Set(modulesIn(chunksLoadedWith(compilation, frame)));
  const inHome = new Set(modulesIn(chunksLoadedWith(compilation, { modules: home, entry: false })));
  const loadedBy = new Map();
  for (const key of imported) {
    for (const module of new Set(modulesIn(chunksLoadedWith(compilation, { shareKeys: [key], entry: false })))) {
      loadedBy.set(module, [...(loadedBy.get(module) ?? []), key]);
    }
  }

  const modulesOf = new Map();
  for (const module of compilation.modules) {
    if (!module.resource || !ANTD_MODULES.test(module.resource)) continue;
    const { keys, byOtherCode } = blocksLoading(chunkGraph, module);
    // What only the apps' own code loads (an icon of a page) stays with it.
    if (keys.size === 0) continue;
    let name;
    if (inFrame.has(module) || byOtherCode) name = ANTD_ES.test(module.resource) ? FRAME_CHUNK : FRAME_BASE_CHUNK;
    else if (inHome.has(module)) name = HOME_CHUNK;
    else if (loadedBy.has(module)) name = chunkName(loadedBy.get(module));
    else name = `${chunkName(keys)}${UNUSED}`;
    modulesOf.set(name, [...(modulesOf.get(name) ?? []), module]);
  }

  const chunkOf = new Map();
  for (const [name, modules] of modulesOf) {
    const bytes = modules.reduce((sum, module) => sum + module.size(), 0);
    const small = bytes < MIN_BYTES && name !== HOME_CHUNK && !FRAME_CHUNKS.includes(name);
    const chunk = name.endsWith(UNUSED) ? name.slice(0, -UNUSED.length) : small ? SMALL_SETS_CHUNK : name;
    modules.forEach((module) => chunkOf.set(module, chunk));
  }
  return chunkOf;
}

/** Assigns the shell's antd modules their chunks; `cacheGroup` goes into splitChunks.cacheGroups. */
class AntdChunksPlugin {
  /**
   * @param {{ frame: { modules: string[], shareKeys: string[] }, home: string[], imported: string[] }} options
   *   frame: the modules of the signed-in frame (absolute, without extension) and the share keys of the components
   *   that come with it; home: home's modules; imported: the share keys of the antd components the apps import
   */
  constructor({ frame, home, imported }) {
    Object.assign(this, { frame, home, imported });
    this.chunkOf = new Map();
    this.cacheGroup = {
      test: (module) => this.chunkOf.has(module),
      name: (module) => this.chunkOf.get(module),
      chunks: 'async',
      enforce: true,
    };
  }

  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before SplitChunksPlugin (STAGE_ADVANCED), on the chunk graph as the async blocks made it.
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: Compilation.STAGE_BASIC }, () => {
        this.chunkOf = antdChunkOfModules(compilation, this);
      });
    });
  }
}

const IMPORT_FROM_ANTD = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g;
const SHARED_UI = path.join(ROOT, 'shared-auth/src/ui');
// A relative import, or names taken from shared-auth/ui: what a screen's files import statically (not import()).
const STATIC_IMPORT = /^import\s*(?:type\s*)?(?:\{([^}]*)\}|[\w$]+(?:,\s*\{([^}]*)\})?)\s*from\s*'([^']+)'/gm;

const importedNames = (list) =>
  list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);

/** antd's component folders by the names its barrel exports them as: 'Button' -> 'button'. */
function antdFolderOf(appDir) {
  const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
  const barrel = fs.readFileSync(path.join(antdDir, 'es/index.js'), 'utf8');
  const folderOf = new Map();
  for (const [, names, folder] of barrel.matchAll(/^export \{([^}]*)\} from '\.\/([\w-]+)';$/gm)) {
    for (const name of names.split(','))
      folderOf.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop(),
        folder,
      );
  }
  return folderOf;
}

/** The share keys of the antd components `source` imports: `import { Button } from 'antd'` -> `antd/es/button`. */
function antdKeysIn(source, folderOf) {
  const keys = [];
  for (const [, names] of source.matchAll(IMPORT_FROM_ANTD)) {
    for (const name of importedNames(names)) if (folderOf.has(name)) keys.push(`${ANTD_KEY}${folderOf.get(name)}`);
  }
  return keys;
}

const sourceFile = (base) => ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));

/** The files of shared-auth/ui that export `names`, through its index. */
function sharedUiFiles(names) {
  const index = fs.readFileSync(path.join(SHARED_UI, 'index.ts'), 'utf8');
  const files = [];
  for (const [, exported, from] of index.matchAll(/^export \{([^}]*)\} from '(\.[^']+)';$/gm)) {
    if (importedNames(exported).some((name) => names.includes(name)))
      files.push(sourceFile(path.join(SHARED_UI, from)));
  }
  return files.filter(Boolean);
}

/**
 * The files `file` imports statically: relative ones, and shared-auth/ui's for the names it takes from there; with
 * `lazily`, the relative ones it loads with import() too.
 */
function importsOf(file, source, lazily) {
  const files = [];
  for (const [, names, moreNames, from] of source.matchAll(STATIC_IMPORT)) {
    if (from.startsWith('.')) files.push(sourceFile(path.resolve(path.dirname(file), from)));
    else if (from === 'shared-auth/ui') files.push(...sharedUiFiles(importedNames(names ?? moreNames ?? '')));
  }
  if (lazily) {
    for (const [, from] of source.matchAll(/\bimport\('(\.[^']+)'\)/g)) {
      files.push(sourceFile(path.resolve(path.dirname(file), from)));
    }
  }
  return files.filter(Boolean);
}

/**
 * The share keys of the antd components a screen renders: those its files (absolute, with or without extension)
 * import, and the files they import statically, tests aside; with `lazily`, also what they load later with import()
 * (a dialog's body).
 */
function antdComponentsRenderedBy(appDir, files, { lazily = false } = {}) {
  const folderOf = antdFolderOf(appDir);
  const keys = new Set();
  const seen = new Set();
  const pending = files.map((file) => (fs.existsSync(file) ? file : sourceFile(file)));
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    antdKeysIn(source, folderOf).forEach((key) => keys.add(key));
    pending.push(...importsOf(file, source, lazily));
  }
  return [...keys].sort();
}

/**
 * The share keys of the antd components the workspace's apps import (`import { Button } from 'antd'` ->
 * `antd/es/button`): their chunks are cut by what loads together, and the service worker precaches them, as the
 * remotes' pages take them from the shell.
 */
function antdComponentsTheAppsImport(appDir) {
  const folderOf = antdFolderOf(appDir);
  const apps = ['shell', 'shared-auth', ...remotes.flatMap((remote) => (remote.package ? [remote.package] : []))];
  const keys = new Set();
  for (const app of apps) {
    const src = path.join(ROOT, app, 'src');
    if (!fs.existsSync(src)) continue;
    const files = fs.readdirSync(src, { recursive: true }).filter((file) => /(?<!\.test)\.tsx?$/.test(file));
    for (const file of files)
      antdKeysIn(fs.readFileSync(path.join(src, file), 'utf8'), folderOf).forEach((key) => keys.add(key));
  }
  return [...keys].sort();
}

module.exports = { AntdChunksPlugin, FRAME_CHUNKS, antdComponentsRenderedBy, antdComponentsTheAppsImport };
