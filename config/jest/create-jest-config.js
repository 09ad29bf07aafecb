// The jest config every front-end package uses (jsdom with fetch, swc, antd-ready).
const path = require('node:path');

// shared-auth's own modules import the package by name (one copy of its state under Module Federation).
const SHARED_AUTH = path.join(__dirname, '../../shared-auth/src');
const SHARED_AUTH_BY_NAME = {
  '^shared-auth$': path.join(SHARED_AUTH, 'index.ts'),
  '^shared-auth/i18n$': path.join(SHARED_AUTH, 'i18n/index.ts'),
};

// Barrels that load a whole library, swapped for ones that load what a test file uses (see on-demand-barrel.js).
const ON_DEMAND_BARRELS = {
  '^antd$': path.join(__dirname, 'antd-on-demand.js'),
  '^@ant-design/icons$': path.join(__dirname, 'ant-design-icons-on-demand.js'),
};

function createJestConfig({ moduleNameMapper = {} } = {}) {
  return {
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
    roots: ['<rootDir>/src'],
    // Jest's default testMatch as a regular expression (the same files): jest matches each line of a logged stack
    // against testMatch's globs, compiling them anew every time (React's act() warnings made that a tenth of the
    // shell's home page tests' CPU); a testRegex it never compiles there.
    testRegex: '(/__tests__/.*|(\\.|/)(test|spec))\\.[mc]?[jt]sx?$',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // @ant-design/colors (required by the icons' CommonJS build) and intl-messageformat with its parser (ICU
    // messages) ship ES modules only: compile them too.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|@ant-design/colors/|intl-messageformat/|@formatjs/)'],
    moduleNameMapper: { ...SHARED_AUTH_BY_NAME, ...ON_DEMAND_BARRELS, ...moduleNameMapper },
    testTimeout: 20000,
  };
}

module.exports = { createJestConfig };
