const { TestEnvironment } = require('jest-environment-node');

/**
 * Node's test environment, plus one object that lives as long as the jest worker process. Each test file has
 * modules and globals of its own; what later files reuse (the thread PGlite runs in, src/test/pglite-thread-home.ts)
 * is kept here.
 */
const processWide = {};

/**
 * Packages of plain data that every app loads, required once per jest worker instead of once per test file
 * (jest.config.js maps them to src/test/worker-packages/): zxcvbn's dictionaries, about 0.35 s of CPU a file.
 */
const workerPackages = new Map();
processWide.workerPackage = (name) => {
  if (!workerPackages.has(name)) workerPackages.set(name, require(name));
  return workerPackages.get(name);
};

module.exports = class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.apiTestProcess = processWide;
  }
};
