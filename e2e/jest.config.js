/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // A file's first server may seed the demo company and then start: two api starts on a busy machine.
  testTimeout: 180_000,
  // Two files at a time: a file spends most of its time waiting on its browser and server (about 0.6 of a core).
  maxWorkers: 2,
};
