// Builds a remote as its team would after moving to a newer shared-auth: the remote's own webpack config, with
// shared-auth provided and required at that version (its package.json would say "workspace:^<version>").
// Usage: node build-remote-against.cjs <remote package dir> <output dir> <shared-auth version>
const { createRequire } = require('node:module');
const path = require('node:path');

const [packageDir, outputDir, version] = process.argv.slice(2);
const webpack = createRequire(path.join(packageDir, 'package.json'))('webpack');
const config = require(path.join(packageDir, 'webpack.config.js'))({}, { mode: 'production' });
const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
const sharedAuth = federation._options.shared['shared-auth'];
federation._options.shared['shared-auth'] = { ...sharedAuth, version, requiredVersion: `^${version}` };
// A test build: unminified, without maps or precompressed copies, to keep it short.
Object.assign(config, { devtool: false, output: { ...config.output, path: outputDir } });
config.optimization.minimize = false;
config.plugins = config.plugins.filter((plugin) => !/Compression|GzipSize/.test(plugin.constructor.name));

webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
