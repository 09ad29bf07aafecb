const { createJestConfig } = require('../config/jest/create-jest-config');

const base = createJestConfig();

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/jest.setup.js'],
  // @ant-design/colors (used by antd's icons) ships ES modules only: compile it like our own code.
  transformIgnorePatterns: ['/node_modules/(?!.*@ant-design[+/]colors/)'],
};
