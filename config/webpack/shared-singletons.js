// One list of shared singletons for the host and every remote. Subpaths are listed on their own:
// Module Federation does not cover `react-dom/client` with the `react-dom` key. antd: antd-shared.js, per component.
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@ant-design/cssinjs',
  'i18next',
  'shared-auth',
  // The translation instance and every namespace in it: one per page, kept off the sign-in page's code.
  'shared-auth/i18n',
  // The icons' context, which antd's ConfigProvider sets (zero run-time styles, prefix): one for the icons every app
  // imports itself too, not one per app's copy of @ant-design/icons. Matched inside the package (`./Context`).
  '@ant-design/icons/es/components/Context',
];

// Keys matched by the resolved path inside node_modules as well as by request.
const MATCHED_INSIDE_PACKAGES = new Set(['@ant-design/icons/es/components/Context']);

// Keys provided by a module of ours rather than the package: the names the apps use, so that webpack tree-shakes the
// package inside it (a shared module is not tree-shaken). The version is the package's that the module imports.
const SHARED_AS = {
  'react-router-dom': {
    import: path.join(__dirname, '../../shared-auth/src/federation/react-router-dom.ts'),
    package: 'react-router',
  },
};

/** 'react-dom/client' -> 'react-dom', '@reduxjs/toolkit/query/react' -> '@reduxjs/toolkit'. */
const packageOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What an app accepts at run time, from its own package.json: an exact pin `19.3.1` accepts `^19.3.1`,
 * `workspace:^1.0.0` accepts `^1.0.0`. A newer major (or, for shared-auth, a newer minor the app was built
 * against) is refused at load (strictVersion) instead of failing later with a TypeError.
 */
function requiredRange(appPackage, name) {
  const declared = appPackage.dependencies?.[name];
  if (!declared) throw new Error(`${appPackage.name} shares ${name} but does not declare it in its package.json`);
  const range = declared.replace(/^workspace:/, '');
  return /^\d/.test(range) ? `^${range}` : range;
}

/** `import` and `version` for a key in SHARED_AS. */
function sharedAs(key) {
  const module = SHARED_AS[key];
  if (!module) return {};
  const packageJson = require.resolve(`${module.package}/package.json`, { paths: [path.dirname(module.import)] });
  return { import: module.import, version: require(packageJson).version };
}

/** The `shared` option of an app's ModuleFederationPlugin. */
function sharedSingletons(appDir) {
  const appPackage = require(path.join(appDir, 'package.json'));
  // A workspace package has no registry version: state the one this checkout provides.
  const sharedAuthVersion = require(path.join(__dirname, '../../shared-auth/package.json')).version;
  return Object.fromEntries(
    SINGLETONS.map((key) => [
      key,
      {
        singleton: true,
        strictVersion: true,
        requiredVersion: requiredRange(appPackage, packageOf(key)),
        ...(packageOf(key) === 'shared-auth' ? { version: sharedAuthVersion } : {}),
        ...(MATCHED_INSIDE_PACKAGES.has(key) ? { allowNodeModulesSuffixMatch: true } : {}),
        ...sharedAs(key),
      },
    ]),
  );
}

module.exports = { sharedSingletons, requiredRange, SHARED_AS };
