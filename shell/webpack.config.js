const path = require('node:path');
const { createConfig } = require('../config/webpack/create-config');
const { remotes, SHELL_DEV_PORT } = require('../config/webpack/remotes');
const { PublicFilesPlugin } = require('./public-files-plugin');

// In development every remote runs its own dev server; production gets the same manifest from the api.
const devRemotesManifest = Object.fromEntries(
  Object.entries(remotes).map(([name, { devPort }]) => [name, `http://localhost:${devPort}/remoteEntry.js`]),
);

const shellConfig = createConfig({
  appDir: __dirname,
  name: 'shell',
  devPort: SHELL_DEV_PORT,
  title: 'Attendance & Leave',
  devServer: {
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/remotes.json', (_request, response) => {
        response.set('Cache-Control', 'no-cache').json(devRemotesManifest);
      });
      return middlewares;
    },
  },
});

// The web app manifest, its icons and the service worker sit in public/ next to the html template.
module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  return { ...config, plugins: [...config.plugins, new PublicFilesPlugin({ dir: path.join(__dirname, 'public') })] };
};
