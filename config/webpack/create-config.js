// The webpack config every app uses: the shell (host) and each remote.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons');
const { GzipSizePlugin } = require('./gzip-size-plugin');
const { API_DEV_URL } = require('./remotes');

// Text assets are compressed once at build, so the api (or any CDN) serves .br/.gz by negotiation.
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
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

// A remote's own page, used only when its team runs it standalone.
const STANDALONE_HOST_PAGE = path.join(__dirname, 'standalone-host.html');

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

/**
 * @param {object} options
 * @param {string} options.appDir      the app's folder (use __dirname)
 * @param {string} options.name        federation name: 'shell' or 'mf_settings'
 * @param {Record<string,string>} [options.exposes] remote only: './Page' -> './src/exposes/page.tsx'
 * @param {number} options.devPort
 * @param {string} options.title       page title of the app's html (the shell's public/index.html, or the standalone host page of a remote)
 * @param {object} [options.devServer] extra dev-server options
 */
function createConfig({ appDir, name, exposes, devPort, title, devServer = {} }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: './src/index.ts',
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
      module: { rules: [swcRule] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: exposes ? 'remoteEntry.js' : undefined,
          exposes,
          remotes: {},
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        // Absolute script URLs: a deep link such as /employees/edit/4 must not look for /employees/edit/main.js.
        new HtmlWebpackPlugin({
          template: exposes ? STANDALONE_HOST_PAGE : path.join(appDir, 'public/index.html'),
          title,
          publicPath: '/',
        }),
        ...(production ? [new GzipSizePlugin(name), ...precompressed] : []),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_DEV_URL }],
        ...devServer,
      },
    };
  };
}

module.exports = { createConfig };
