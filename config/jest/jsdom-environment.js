// jsdom lacks the fetch API that RTK Query and react-router need: lend it Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'TextEncoder',
      'TextDecoder',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'TransformStream',
      'ReadableStream',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
