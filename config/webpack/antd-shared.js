// antd shared per component, one instance for the shell and every remote, without evaluating the whole library.
//
// Shared whole, `antd` is one module (es/index.js) that imports every component: a shared module is not
// tree-shaken, so every signed-in first screen evaluated all of antd. Here the `antd` barrel is NOT shared: each
// app resolves it locally and, as antd declares it free of side effects, webpack drops it and points each
// `import { Button } from 'antd'` at the file the barrel re-exports, `antd/es/button/index.js`, shared under the
// key `antd/es/button`. The shell provides every component, lazily (a factory: nothing runs until a screen renders
// it), and registers first; the share strategy is loaded-first, so every component on every page is the shell's,
// and all of them use the shell's one copy of antd's internals (ConfigProvider and App contexts, theme).
const fs = require('node:fs');
const path = require('node:path');
const { requiredRange } = require('./shared-singletons');

/** The component folders antd's barrel re-exports: `export { default as Button } from './button'` -> 'button'. */
function antdComponentFolders(antdDir) {
  const barrel = fs.readFileSync(path.join(antdDir, 'es/index.js'), 'utf8');
  const folders = [...barrel.matchAll(/^export \{[^}]*\} from '\.\/([\w-]+)';$/gm)].map((match) => match[1]);
  if (folders.length < 50)
    throw new Error(`antd's es/index.js re-exports ${folders.length} components: its layout changed`);
  return [...new Set(folders)];
}

/**
 * The `shared` entries for antd, each a strict singleton. With `everyComponent` (the shell) each is keyed by its
 * resolved file, which provides it whether the app uses it or not. A remote keys them by request, matched inside
 * antd too (`./button` from the barrel, `../button` from another component): it provides only what it uses, as a
 * fallback when it runs alone, and its build stays small.
 */
function antdShares(appDir, { everyComponent }) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
  const { version } = require(path.join(antdDir, 'package.json'));
  const singleton = { singleton: true, strictVersion: true, requiredVersion: requiredRange(appPackage, 'antd') };
  return Object.fromEntries(
    antdComponentFolders(antdDir).map((folder) =>
      everyComponent
        ? [path.join(antdDir, 'es', folder, 'index.js'), { ...singleton, shareKey: `antd/es/${folder}`, version }]
        : [`antd/es/${folder}`, { ...singleton, allowNodeModulesSuffixMatch: true }],
    ),
  );
}

module.exports = { antdShares };
