// What the start (the entry, then src/bootstrap with the sign-in page) needs, and how it gets it quickly.
const path = require('node:path');
const { SHARED_AS } = require('../config/webpack/shared-singletons');
const { firstScreenFiles } = require('./first-screen-files');
const { rewriteIndexHtml } = require('./index-html');

const NAME = 'StartPreloadPlugin';

// The libraries the start runs on every page (React, the router, Redux and RTK Query): shared modules, each loaded
// through its own provider, so webpack made a chunk of each, a request each on the sign-in page. One chunk: one
// request instead of nine (on HTTP/1.1 each response carries about 1 KB of headers) and one brotli stream.
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  'react-redux',
  'use-sync-external-store',
  'redux',
  'redux-thunk',
  '@reduxjs/toolkit',
  'immer',
  'reselect',
  '@standard-schema/utils',
];
const frameworkPackage = new RegExp(
  `[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`,
);
// The modules shared in place of a framework package (the router's names the apps use) travel with it.
const sharedInPlace = new Set(Object.values(SHARED_AS).map((module) => module.import));
const frameworkChunk = {
  test: (module) => {
    const resource = module.nameForCondition();
    return Boolean(resource) && (frameworkPackage.test(resource) || sharedInPlace.has(resource));
  },
  name: 'framework',
  chunks: 'async',
  enforce: true,
};

/**
 * Names in the page's head every script the start loads after the entry (`<link rel="preload" as="script">`): the
 * browser fetches them with the entry, in parallel, instead of one after another as each script asks for the next
 * (entry, then the federation's share negotiation, then the start, then its shared packages). The texts of a
 * language other than English are not named: the browser's language is known only at run time.
 */
class StartPreloadPlugin {
  /** @param {{ start: string }} options  absolute path without extension of the module the entry import()s */
  constructor({ start }) {
    this.start = start;
  }

  apply(compiler) {
    rewriteIndexHtml(compiler, NAME, (html, compilation) => {
      const entryFiles = new Set(
        [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()).map((file) => `/${file}`),
      );
      const preloads = firstScreenFiles(compilation, [this.start], { texts: false })
        .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
        .map((file) => `<link rel="preload" as="script" href="${file}">`)
        .join('');
      if (!html.includes('</head>')) throw new Error(`${NAME}: index.html has no </head>`);
      return html.replace('</head>', `${preloads}</head>`);
    });
  }
}

module.exports = { frameworkChunk, StartPreloadPlugin, START: path.join(__dirname, 'src/bootstrap') };
