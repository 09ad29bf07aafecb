// Build-time view of the remote registry (config/remotes.json): the one list of remotes, also what the api serves
// as /remotes.json. Webpack configs, the dev servers, jest and eslint read it from here.
const path = require('node:path');

const REGISTRY_FILE = path.join(__dirname, '../remotes.json');
const { remotes } = require(REGISTRY_FILE);

const SHELL_DEV_PORT = 3000;
const API_DEV_URL = process.env.API_URL ?? 'http://localhost:8080';

/** The registry entry of a remote package ('mf-leave'); a package missing from the registry cannot be built. */
function remoteOfPackage(packageName) {
  const remote = remotes.find((entry) => entry.package === packageName);
  if (!remote) throw new Error(`${packageName} is not listed in ${REGISTRY_FILE}`);
  return remote;
}

/** The registry as the shell's dev server answers it: every remote on its own dev server. */
function devRegistry() {
  return {
    revision: 'development',
    remotes: remotes.map((remote) => ({
      ...remote,
      manifest: `http://localhost:${remote.devPort}/mf-manifest.json`,
    })),
  };
}

module.exports = { REGISTRY_FILE, remotes, remoteOfPackage, devRegistry, SHELL_DEV_PORT, API_DEV_URL };
