const { TestEnvironment } = require('jest-environment-node');

/**
 * Node's test environment, plus one object that lives as long as the jest worker process. Each test file has
 * modules and globals of its own; what later files reuse (the thread PGlite runs in, src/test/pglite-thread-home.ts)
 * is kept here.
 */
const processWide = {};

module.exports = class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.apiTestProcess = processWide;
  }
};
