// Jest only. A package's CommonJS barrel (Babel's output) requires every module it re-exports, though a test file
// uses a few: antd's loads ~650 modules, @ant-design/icons' ~1,700 (all ~850 icons). In their place, an object with
// the same exports, each requiring its own module when first read: the very module the barrel hands out.
const fs = require('node:fs');
const path = require('node:path');

// Babel's `var _x = _interopRequireDefault(require("./x"))`, `Object.defineProperty(exports, "X", { ... return
// _x.default })`, `Object.keys(_x).forEach(...)` (export *) and `exports.X = ...` (defined in the barrel itself).
const IMPORT = /var (_\w+) = (?:_interopRequireDefault\()?require\("(\.[^"]+)"\)/g;
const REEXPORT =
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g;
const EXPORT_ALL = /Object\.keys\((_\w+)\)\.forEach/g;
const OWN_EXPORT = /^exports\.(\w+) = /gm;

function defineOnRead(exports, name, read) {
  if (!Object.hasOwn(exports, name)) Object.defineProperty(exports, name, { enumerable: true, get: read });
}

function addExports(exports, barrelFile) {
  const source = fs.readFileSync(barrelFile, 'utf8');
  const folder = path.dirname(barrelFile);
  const requests = new Map([...source.matchAll(IMPORT)].map(([, variable, request]) => [variable, request]));
  const moduleOf = (variable) => path.resolve(folder, requests.get(variable));
  for (const [, name, variable, property] of source.matchAll(REEXPORT)) {
    defineOnRead(exports, name, () => {
      const required = require(moduleOf(variable));
      return property === 'default' && !required.__esModule ? required : required[property];
    });
  }
  for (const [, variable] of source.matchAll(EXPORT_ALL)) addExports(exports, require.resolve(moduleOf(variable)));
  for (const [, name] of source.matchAll(OWN_EXPORT)) defineOnRead(exports, name, () => require(barrelFile)[name]);
}

/** The exports of `packageName`'s barrel (resolved from shared-auth, which depends on every such package). */
function onDemandBarrel(packageName) {
  const sharedAuthFolder = path.join(__dirname, '../../shared-auth');
  const packageFolder = path.dirname(require.resolve(`${packageName}/package.json`, { paths: [sharedAuthFolder] }));
  const exports = Object.defineProperty({}, '__esModule', { value: true });
  addExports(exports, path.join(packageFolder, 'lib/index.js'));
  if (Object.keys(exports).length === 0)
    throw new Error(`${packageName}: its barrel's layout changed; see ${__filename}`);
  return exports;
}

module.exports = { onDemandBarrel };
