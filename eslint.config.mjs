// One lint config for the workspace. Imports flow one way: shared-auth -> features -> exposes/app;
// a feature never imports another feature, and nothing imports shared-auth by a relative path.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureIsolation = ['shell', 'mf-attendance', 'mf-leave', 'mf-people', 'mf-reports', 'mf-settings'].map(
  (app) => ({
    target: `./${app}/src/features`,
    from: `./${app}/src/exposes`,
    message: 'Features must not import from exposes.',
  }),
);

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
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureIsolation }],
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
