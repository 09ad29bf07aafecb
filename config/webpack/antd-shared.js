// antd shared per component, one instance for the shell and every remote, without evaluating the whole library.
//
// Shared whole, `antd` is one module (es/index.js) that imports every component: a shared module is not
// tree-shaken, so every signed-in first screen evaluated all of antd. Here the `antd` barrel is NOT shared: each
// app resolves it locally and, as antd declares it free of side effects, webpack drops it and points each
// `import { Button } from 'antd'` at the barrel's re-export `./button`. That request (from inside antd, hence
// `allowNodeModulesSuffixMatch`) is shared as `antd/es/button`. Every app provides every component lazily (a
// factory in its own chunk: nothing runs until a screen renders it); the shell registers first and the share
// strategy is loaded-first, so each component is the shell's, and all of them use the shell's one copy of antd's
// internals (ConfigProvider and App contexts, theme, style cache).
const fs = require('node:fs');

/** The component folders antd's barrel re-exports: `export { default as Button } from './button'` -> 'button'. */
function antdComponentFolders(appDir) {
  const barrel = fs.readFileSync(require.resolve('antd/es/index.js', { paths: [appDir] }), 'utf8');
  const folders = [...barrel.matchAll(/^export \{[^}]*\} from '\.\/([\w-]+)';$/gm)].map((match) => match[1]);
  if (folders.length < 50)
    throw new Error(`antd's es/index.js re-exports ${folders.length} components: its layout changed`);
  return [...new Set(folders)];
}

/** The `shared` entries for antd: `antd/es/<component>`, each a strict singleton like the other shared packages. */
function antdShares(appDir, requiredVersion) {
  return Object.fromEntries(
    antdComponentFolders(appDir).map((folder) => [
      `antd/es/${folder}`,
      { singleton: true, strictVersion: true, requiredVersion, allowNodeModulesSuffixMatch: true },
    ]),
  );
}

module.exports = { antdShares };
