const { createConfig } = require('../config/webpack/create-config');
const { remotes } = require('../config/webpack/remotes');

module.exports = createConfig({
  appDir: __dirname,
  name: 'mf_settings',
  exposes: { './SettingsPage': './src/exposes/settings-page.tsx' },
  devPort: remotes.mf_settings.devPort,
  title: 'Settings',
});
