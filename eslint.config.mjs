// One lint config for the workspace. Imports flow one way: shared-auth -> features -> exposes/app;
// a feature never imports another feature (nested ones included), and nothing imports shared-auth by a relative path.
// Between packages (ARCHITECTURE.md): a remote imports neither another remote nor the shell; shared-auth imports
// no app; the api imports no front end, and no front end imports the api. Inside the api: its layers
// (config/eslint/api-layers.mjs). api/src/layers.test.ts proves each kind of zone still fails a crossing import.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { apiZones } from './config/eslint/api-layers.mjs';
import { featureZones } from './config/eslint/feature-zones.mjs';

// Zones are paths from the root, whichever folder eslint is started in.
const ROOT = path.dirname(fileURLToPath(import.meta.url));

const { remotes } = createRequire(import.meta.url)('./config/webpack/remote-registry.js');
const REMOTE_PACKAGES = remotes.map((remote) => remote.package);
const APPS = ['shell', ...REMOTE_PACKAGES];
const FRONT_END = ['shared-auth', ...APPS];

const featureIsolation = APPS.map((app) => ({
  target: `./${app}/src/features`,
  from: `./${app}/src/exposes`,
  message: 'Features must not import from exposes.',
}));

const packageBoundaries = [
  ...REMOTE_PACKAGES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message:
      'A remote is deployed on its own: it imports neither another remote nor the shell (move shared code to shared-auth).',
  })),
  {
    target: './shell',
    from: REMOTE_PACKAGES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at run time, never by import.',
  },
  {
    target: './shared-auth',
    from: [...APPS.map((app) => `./${app}`), './api'],
    message: 'shared-auth imports no app.',
  },
  { target: './api', from: FRONT_END.map((pkg) => `./${pkg}`), message: 'The api imports no front end.' },
  {
    target: FRONT_END.map((pkg) => `./${pkg}`),
    from: './api',
    message: 'The front end talks to the api over HTTP only.',
  },
];

// 'react-router-dom' is, at run time, shared-auth/src/federation/react-router-dom.ts: the names it re-exports, no
// other (a name it lacks would be undefined, with the real package's types).
const SHARED_ROUTER = 'shared-auth/src/federation/react-router-dom.ts';
const sharedRouterNames = () => {
  const names = readFileSync(path.join(ROOT, SHARED_ROUTER), 'utf8').match(
    /^export \{([^}]*)\} from 'react-router';$/m,
  );
  if (!names) throw new Error(`${SHARED_ROUTER} has no export { ... } from 'react-router'`);
  return names[1]
    .replace(/\/\/.*$/gm, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
};
const sharedRouter = {
  name: 'react-router-dom',
  allowImportNames: sharedRouterNames(),
  allowTypeImports: true,
  message: `The shared router (${SHARED_ROUTER}) lacks it: add it there.`,
};

const sharedAuthByName = { group: ['**/shared-auth/src/**'], message: 'Import shared-auth by its package name.' };
// Module Federation shares by import name: a value from a subpath no app shares bundles the package again in the app
// that imports it (a remote's page then loaded and ran a second RTK Query, immer and reselect for one `skipToken`).
const unsharedSubpaths = [
  {
    name: '@reduxjs/toolkit/query',
    message: "Import values from '@reduxjs/toolkit/query/react', the shared singleton ('/query' is not shared).",
    allowTypeImports: true,
  },
  // The apps share react-router as the module shared-auth/src/federation/react-router-dom.ts, under the key
  // 'react-router-dom': imported by its own name it would be a second router, without the shell's context.
  ...['react-router', 'react-router/dom'].map((name) => ({
    name,
    message: "Import from 'react-router-dom', the shared router (a name it lacks: add it to its module).",
    allowTypeImports: true,
  })),
];
// react-i18next is no shared singleton: shared-auth/i18n, one per page, holds what it uses of it (tree-shaken). An app
// importing it would bundle a second copy, whose React context no instance was given to.
const I18N_MODULES = 'shared-auth/src/i18n/**';
const i18nBinding = {
  name: 'react-i18next',
  message: 'Use shared-auth/i18n (useTexts, useCommonTexts): it holds react-i18next, which is not shared.',
  allowTypeImports: true,
};
const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // The path rules below only see imports the resolver finds: without TypeScript extensions they saw none.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths([
        ...featureIsolation,
        ...featureZones(ROOT, APPS),
        ...packageBoundaries,
      ]),
      'no-restricted-imports': ['error', { patterns: [sharedAuthByName] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...unsharedSubpaths, sharedRouter, i18nBinding] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The shared router's own module is the one place that imports react-router by its name.
    files: [SHARED_ROUTER],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: unsharedSubpaths.filter(({ name }) => !name.startsWith('react-router')) },
      ],
    },
  },
  {
    // The translation instance's own modules are the one place that imports react-i18next.
    files: [I18N_MODULES],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [...unsharedSubpaths, sharedRouter] }],
    },
  },
  {
    // React's rules where React is: on the api, e2e and bench files they found nothing and took about a quarter of
    // the api's lint time (the React Compiler's analysis of every file).
    files: FRONT_END.map((pkg) => `${pkg}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Issue 25: what any app shows (the shell, shared-auth, every remote of the registry) comes from a catalogue in
    // every language, never a literal in JSX (text or attribute). The dev host is a remote team's sign-in stand-in,
    // never shipped.
    files: ['shared-auth/src/**/*.tsx', ...APPS.map((app) => `${app}/src/**/*.tsx`)],
    ignores: ['**/*.test.tsx', '**/testing/**', 'shared-auth/src/dev-host/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // The attributes a person reads or hears; the others (size, layout, autoComplete, ...) are code.
          'jsx-attributes': {
            include: [
              'title',
              'subTitle',
              'label',
              'alt',
              'placeholder',
              'aria-label',
              'aria-description',
              'description',
              'emptyText',
              'message',
              'tooltip',
              'extra',
              'help',
              'okText',
              'cancelText',
              'fallback',
            ],
          },
        },
      ],
      // A bare `allowClear` on a Select names its clear button with rc-select's English "Clear".
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Select'] > JSXAttribute[name.name='allowClear'][value=null]",
          message:
            "Use allowClear={useClearable()} from 'shared-auth/ui': it names the clear button in the page's language.",
        },
      ],
    },
  },
  {
    // The api's product code keeps to its layers; its tests may reach whatever they check.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/test/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...packageBoundaries, ...apiZones(ROOT)]) },
  },
  {
    // The route guard of the tests trusts the visibility policy's mark on a statement: only the policy writes it.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/plugins/visibility.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/visibility-policy/]', 'TemplateElement[value.raw=/visibility-policy/]'].map((selector) => ({
          selector,
          message: "Only plugins/visibility.ts writes the policy's SQL (its POLICY_MARK).",
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
