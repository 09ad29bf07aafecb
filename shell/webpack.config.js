const path = require('node:path');
const { createConfig } = require('../config/webpack/create-config');
const { devRegistry, SHELL_DEV_PORT } = require('../config/webpack/remote-registry');
const { PublicFilesPlugin } = require('./public-files-plugin');
const { frameworkChunk, START, StartPreloadPlugin } = require('./start-scripts');

const shellConfig = createConfig({
  appDir: __dirname,
  devPort: SHELL_DEV_PORT,
  title: 'Attendance & Leave',
  devServer: {
    // In development every remote runs its own dev server; production gets the registry from the api.
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/remotes.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(devRegistry());
      });
      return middlewares;
    },
  },
});

// What the service worker precaches at install: the chunks of these imports and what they load with them (the sign-in
// page is in the start's; what tells the worker about the remotes comes with the first sign-in). Other pages, and the
// remotes, come later.
const FIRST_SCREENS = [
  'src/bootstrap',
  'src/features/layout/app-layout',
  'src/features/home/home-page',
  'src/features/remote-pages/remote-page',
  'src/app/precache-remotes',
].map((file) => path.join(__dirname, file));

// The web app manifest, its icons and the service worker sit in public/ next to the html template.
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  const publicFiles = new PublicFilesPlugin({ dir: path.join(__dirname, 'public'), firstScreens: FIRST_SCREENS });
  const { splitChunks } = config.optimization;
  return {
    ...config,
    plugins: [...config.plugins, publicFiles, new StartPreloadPlugin({ start: START })],
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, framework: frameworkChunk } },
    },
  };
};
