// What the start (the entry, then src/bootstrap with the sign-in page) needs, and how it gets it quickly.
const path = require('node:path');
const { SHARED_AS } = require('../config/webpack/shared-singletons');
const { firstScreenFiles } = require('./first-screen-files');
const { rewriteIndexHtml } = require('./index-html');

const NAME = 'StartPreloadPlugin';

// The libraries the start runs on every page (React, the router, Redux and RTK Query): shared modules, each loaded
// through its own provider, so webpack made a chunk of each, a request each on the sign-in page. Two chunks instead
// of nine (on HTTP/1.1 each response carries about 1 KB of headers): React's, and the router's with the store's. Not
// one: on a slow link the responses in flight share it, so the largest script arrives last and every first screen
// waits for it; React DOM alone is 60 KB of the 100 KB (brotli), and two halves sent together arrive sooner
// (bench/lighthouse/README.md, twenty-sixth round).
const FRAMEWORK_CHUNKS = {
  framework: ['react', 'react-dom', 'scheduler'],
  'router-store': [
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
  ],
};
const inPackages = (packages) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`);
const frameworkChunks = Object.fromEntries(
  Object.entries(FRAMEWORK_CHUNKS).map(([name, packages]) => {
    const inChunk = inPackages(packages);
    // The modules shared in place of a package (the router's names the apps use) travel with it.
    const modulesInPlace = new Set(
      Object.values(SHARED_AS)
        .filter((module) => packages.includes(module.package))
        .map((module) => module.import),
    );
    return [
      name,
      {
        test: (module) => {
          const resource = module.nameForCondition();
          return Boolean(resource) && (inChunk.test(resource) || modulesInPlace.has(resource));
        },
        name,
        chunks: 'async',
        enforce: true,
      },
    ];
  }),
);

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

module.exports = { frameworkChunks, StartPreloadPlugin, START: path.join(__dirname, 'src/bootstrap') };
