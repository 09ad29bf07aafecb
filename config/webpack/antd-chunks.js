// Which of antd's modules the shell's antd chunk carries, and which wait in a second chunk until a screen renders one.
//
// The shell provides every antd component (antd-shared.js): a remote's team may use one the shell never renders.
// What no app of the workspace reaches through its imports (the carousel, tour, cascader, transfer, steps ..., and
// the packages only they import) is a fifth of the shell's antd: it travels in `antd-more`, fetched only by a
// screen that renders one, instead of being downloaded and parsed with every signed-in first screen.
const fs = require('node:fs');
const path = require('node:path');
const { remotes } = require('./remote-registry');

const ROOT = path.join(__dirname, '../..');
const IMPORT_SOURCE = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Every .js file under `dir`. */
function scriptsUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : scriptsUnder(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** The package folder a bare import names, looked up from `fromDir` upwards as Node does (pnpm: its siblings). */
function packageDir(name, fromDir) {
  for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
  }
  return undefined;
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The graph's key of a file in antd's es build: `antd/es/button/index.js`. */
const antdFileKey = (file) => `antd/es/${file.split(path.sep).join('/').split('/node_modules/antd/es/')[1]}`;

/** The file a relative import of `fromFile` names: `./x` -> x.js or x/index.js. */
function relativeFile(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.js`, path.join(base, 'index.js')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/**
 * antd's import graph as the chunk split needs it: each file of antd's es build (`antd/es/button/index.js`) with the
 * files and packages it imports, and each package it reaches (`@rc-component/picker`) with the packages that imports.
 */
function antdGraph(antdDir) {
  const graph = new Map();
  const imports = (file) => [...fs.readFileSync(file, 'utf8').matchAll(IMPORT_SOURCE)].map((match) => match[1]);
  const visitPackage = (name, dir) => {
    if (graph.has(name)) return;
    const edges = new Set();
    graph.set(name, edges);
    const sourceDir = ['es', 'lib', 'dist'].map((sub) => path.join(dir, sub)).find(fs.existsSync) ?? dir;
    for (const specifier of scriptsUnder(sourceDir).flatMap(imports)) {
      const target = specifier.startsWith('.') ? undefined : packageDir(packageName(specifier), dir);
      if (!target) continue;
      edges.add(packageName(specifier));
      visitPackage(packageName(specifier), target);
    }
  };
  for (const file of scriptsUnder(path.join(antdDir, 'es'))) {
    const edges = new Set();
    graph.set(antdFileKey(file), edges);
    for (const specifier of imports(file)) {
      if (specifier.startsWith('.')) {
        const target = relativeFile(file, specifier);
        if (target) edges.add(antdFileKey(target));
      } else if (packageDir(packageName(specifier), antdDir)) {
        edges.add(packageName(specifier));
        visitPackage(packageName(specifier), packageDir(packageName(specifier), antdDir));
      }
    }
  }
  return graph;
}

/**
 * Where the workspace's apps enter antd's graph: the component of each name they import from 'antd'
 * (`import { Button } from 'antd'` -> antd/es/button/index.js), and the packages of the graph they import themselves
 * (@ant-design/icons, dayjs).
 */
function entriesOfTheApps(antdDir, graph) {
  const barrel = fs.readFileSync(path.join(antdDir, 'es/index.js'), 'utf8');
  const folderOf = new Map();
  for (const [, names, folder] of barrel.matchAll(/^export (?:type )?\{([^}]*)\} from '\.\/([\w-]+)';$/gm)) {
    for (const name of names.split(','))
      folderOf.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop(),
        folder,
      );
  }
  const apps = ['shell', 'shared-auth', ...remotes.flatMap((remote) => (remote.package ? [remote.package] : []))];
  const entries = new Set();
  for (const app of apps) {
    const src = path.join(ROOT, app, 'src');
    if (!fs.existsSync(src)) continue;
    const files = fs.readdirSync(src, { recursive: true }).filter((file) => /(?<!\.test)\.tsx?$/.test(file));
    for (const file of files) {
      const text = fs.readFileSync(path.join(src, file), 'utf8');
      for (const [, names] of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const name of names.split(',')) {
          const folder = folderOf.get(
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
          );
          if (folder) entries.add(`antd/es/${folder}/index.js`);
        }
      }
      for (const [, specifier] of text.matchAll(IMPORT_SOURCE)) {
        if (graph.has(packageName(specifier))) entries.add(packageName(specifier));
      }
    }
  }
  return entries;
}

/**
 * The nodes of antd's graph (files of antd, packages) that no app reaches: what `antd-more` carries. A module
 * outside the graph stays in the main chunk.
 */
function antdNodesNoAppReaches(antdDir) {
  const graph = antdGraph(antdDir);
  const reached = new Set();
  const pending = [...entriesOfTheApps(antdDir, graph)];
  while (pending.length > 0) {
    const node = pending.pop();
    if (reached.has(node) || !graph.has(node)) continue;
    reached.add(node);
    pending.push(...graph.get(node));
  }
  return new Set([...graph.keys()].filter((node) => !reached.has(node)));
}

/** The graph node a module file belongs to: `antd/es/button/index.js` for a file of antd's es build, else its package. */
function nodeOfModule(resource) {
  if (resource.split(path.sep).join('/').includes('/node_modules/antd/es/')) return antdFileKey(resource);
  const packages = [
    ...resource
      .split(path.sep)
      .join('/')
      .matchAll(/\/node_modules\/((?:@[^/]+\/)?[^/.][^/]*)\//g),
  ];
  return packages.at(-1)?.[1];
}

/** A splitChunks `test` for the shell's `antd-more` chunk. */
function rarelyUsedAntd(appDir) {
  const antdDir = fs.realpathSync(path.dirname(require.resolve('antd/package.json', { paths: [appDir] })));
  const unused = antdNodesNoAppReaches(antdDir);
  return (module) => Boolean(module.resource && unused.has(nodeOfModule(module.resource)));
}

module.exports = { rarelyUsedAntd };
