const { createConfig } = require('../config/webpack/create-config');
const { remotes, SHELL_DEV_PORT } = require('../config/webpack/remotes');

// In development every remote runs its own dev server; production gets the same manifest from the api.
const devRemotesManifest = Object.fromEntries(
  Object.entries(remotes).map(([name, { devPort }]) => [name, `http://localhost:${devPort}/remoteEntry.js`]),
);

module.exports = createConfig({
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
