const { createJestConfig } = require('../config/jest/create-jest-config');

const config = createJestConfig();

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/testing/setup-settings.ts'],
};
