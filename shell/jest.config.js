const { createJestConfig } = require('../config/jest/create-jest-config');

const config = createJestConfig({
  // Unit tests load remotes through a local stub of the federation runtime.
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/federation-runtime-stub.ts',
  },
});

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/testing/setup-shell.ts'],
};
