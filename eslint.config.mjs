// One lint config for the workspace. Imports flow one way: shared-auth -> features -> exposes/app;
// a feature never imports another feature, and nothing imports shared-auth by a relative path.
// Between packages (ARCHITECTURE.md): a remote imports neither another remote nor the shell; shared-auth imports
// no app; the api imports no front end, and no front end imports the api.
import { createRequire } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

const sharedAuthByName = { group: ['**/shared-auth/src/**'], message: 'Import shared-auth by its package name.' };
const noCrossFeature = {
  regex: '^\\.\\./[^.]',
  message: 'A feature does not import another feature: move the shared piece down.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // The path rules below only see imports the resolver finds: without TypeScript extensions they saw none.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...featureIsolation, ...packageBoundaries] }],
      'no-restricted-imports': ['error', { patterns: [sharedAuthByName] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['*/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedAuthByName, noCrossFeature] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
