const { createConfig } = require('../config/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  exposes: { './SettingsPage': './src/exposes/settings-page.tsx' },
  title: 'Settings',
});
