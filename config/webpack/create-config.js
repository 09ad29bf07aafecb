// The webpack config every app uses: the shell (host) and each remote.
const { createRequire } = require('node:module');
const path = require('node:path');
const zlib = require('node:zlib');
const { sharedSingletons } = require('./shared-singletons');
const { antdShares } = require('./antd-shared');
const { ANTD_STYLE_MODULES } = require('./antd-style-generators-loader');
const { GzipSizePlugin } = require('./gzip-size-plugin');
const { SlicedEvaluationPlugin } = require('./sliced-evaluation');
const { API_DEV_URL, remoteOfPackage } = require('./remote-registry');

// Text assets are compressed once at build, so the api (or any CDN) serves .br/.gz by negotiation.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

// A remote's own page, used only when its team runs it standalone (development).
const STANDALONE_HOST_PAGE = path.join(__dirname, 'standalone-host.html');

// Built into every app's federation runtime: the share scope is initialized once per instance, and a singleton's
// version checked once per version and range.
const RUNTIME_PLUGINS = ['initialize-sharing-once.ts', 'version-checked-once.ts'].map((file) =>
  path.join(__dirname, '../../shared-auth/src/federation', file),
);

/**
 * The shell's side of a remote's externalRuntime: the runtime plugin that publishes the shell's runtime core, in its
 * ES module build. `experiments.provideExternalRuntime` adds its CommonJS build, which bundles a second copy of the
 * runtime core and the sdk beside the shell's own (main.js 34.0 -> 59.0 KB gzip).
 */
function runtimeCoreProvider(appRequire) {
  const federationRequire = createRequire(appRequire.resolve('@module-federation/enhanced/webpack'));
  const commonJsBuild = federationRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  return path.join(path.dirname(commonJsBuild), 'index.js');
}

const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

// shared-auth/ui is compiled into each app that imports it (it is not a shared module): a page takes only the pieces
// it imports, not everything the barrel lists (a table and its antd chunks on a page with no table).
const sharedUiRule = { test: /[\\/]shared-auth[\\/]src[\\/]ui[\\/]/, sideEffects: false };

// antd's own components (react-component): modules without side effects, which their packages do not declare; without
// it, a barrel import (antd's Input context from '@rc-component/form') kept every module of the package.
const rcComponentsRule = { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false };

// A production page runs antd on the build's styles (zeroRuntime): its style generators are left out (a dev server's
// page styles itself).
const antdStyleGeneratorsRule = { test: ANTD_STYLE_MODULES, use: require.resolve('./antd-style-generators-loader') };

/**
 * @param {object} options
 * @param {string} options.appDir      the app's folder (use __dirname); its package.json names the app
 * @param {Record<string,string>} [options.exposes] remote only: './Page' -> './src/exposes/page.tsx'
 * @param {string} options.title       page title of the app's html (the shell's public/index.html, or the standalone host page of a remote)
 * @param {number} [options.devPort]   the shell's; a remote's comes from the registry
 * @param {object} [options.devServer] extra dev-server options
 */
function createConfig({ appDir, exposes, title, devPort, devServer = {} }) {
  // Build tools come from the app's own package.json, never from whatever the workspace root hoists.
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const TerserPlugin = appRequire('terser-webpack-plugin');
  const CompressionPlugin = appRequire('compression-webpack-plugin');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const remote = exposes ? remoteOfPackage(appRequire('./package.json').name) : undefined;
  const name = remote ? remote.name : 'shell';

  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A built remote is only ever loaded by the shell: it takes the federation runtime's core from the shell's
    // (globalThis._FEDERATION_RUNTIME_CORE, set as the shell's runtime starts, before any remote loads) instead of
    // carrying and starting a copy in remoteEntry.js, and has no page of its own. In development a remote keeps both:
    // its team runs it standalone.
    const loadedByShell = Boolean(exposes) && production;
    const precompressed = [
      new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', minRatio: 0.9 }),
      new CompressionPlugin({
        test: COMPRESSIBLE,
        algorithm: 'brotliCompress',
        filename: '[path][base].br',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        minRatio: 0.9,
      }),
    ];
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: loadedByShell ? {} : './src/index.ts',
      // Hidden maps: built for error tracking, never referenced by the bundles; the api serves them only with SOURCE_MAPS=public.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      resolveLoader: { modules: [path.join(appDir, 'node_modules'), 'node_modules'] },
      module: { rules: [swcRule, sharedUiRule, rcComponentsRule, ...(production ? [antdStyleGeneratorsRule] : [])] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: { ...sharedSingletons(appDir), ...antdShares(appDir, { everyComponent: !exposes }) },
          shareStrategy: 'loaded-first',
          runtimePlugins: exposes ? RUNTIME_PLUGINS : [...RUNTIME_PLUGINS, runtimeCoreProvider(appRequire)],
          experiments: { externalRuntime: loadedByShell },
          // A remote publishes the types of what it exposes (@mf-types.zip and @mf-types.d.ts beside its manifest).
          dts: exposes
            ? { generateTypes: { abortOnError: true, extractThirdParty: false }, consumeTypes: false }
            : false,
          // The shell loads a remote through its mf-manifest.json, named in the registry.
          manifest: Boolean(exposes),
        }),
        // Absolute script URLs: a deep link such as /employees/edit/4 must not look for /employees/edit/main.js.
        ...(loadedByShell
          ? []
          : [
              new HtmlWebpackPlugin({
                template: exposes ? STANDALONE_HOST_PAGE : path.join(appDir, 'public/index.html'),
                title,
                publicPath: '/',
              }),
            ]),
        ...(production
          ? [new SlicedEvaluationPlugin({ host: !exposes }), new GzipSizePlugin(name), ...precompressed]
          : []),
      ],
      optimization: {
        // The shell's antd chunks: shell/antd-chunks.js. Not in a remote: it takes antd from the shell, and its own
        // icons and date helpers must not pull in its unused copy of antd.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: remote ? remote.devPort : devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_DEV_URL }],
        ...devServer,
      },
    };
  };
}

module.exports = { createConfig };
