const { createJestConfig } = require('../config/jest/create-jest-config');

module.exports = createJestConfig();
