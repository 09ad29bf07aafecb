// The jest config every front-end package uses (jsdom with fetch, swc, antd-ready).
const path = require('node:path');

function createJestConfig({ moduleNameMapper = {} } = {}) {
  return {
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
    roots: ['<rootDir>/src'],
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
    // @ant-design/colors (required by the icons' CommonJS build) ships ES modules only: compile it too.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|@ant-design/colors/)'],
    moduleNameMapper,
    testTimeout: 20000,
  };
}

module.exports = { createJestConfig };
