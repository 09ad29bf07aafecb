// Every front-end package's tests in one jest run: one worker pool instead of a jest start per package.
const { remotes } = require('./config/webpack/remote-registry');

const FRONT_END_PACKAGES = ['shared-auth', 'shell', ...remotes.map((remote) => remote.package)];

// testTimeout is a global option: the projects' own value does not apply here.
/** @type {import('jest').Config} */
module.exports = { projects: FRONT_END_PACKAGES.map((name) => `<rootDir>/${name}`), testTimeout: 120000 };
