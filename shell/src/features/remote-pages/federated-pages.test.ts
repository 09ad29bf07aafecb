import path from 'node:path';
import registry from '../../../../config/remotes.json';

const REPO = path.resolve(__dirname, '../../../..');

interface FederationOptions {
  name: string;
  exposes: Record<string, string>;
}

/** What a remote's own webpack.config.js hands its ModuleFederationPlugin in a production build. */
function federationOptionsOf(packageName: string): FederationOptions {
  const webpackConfig = jest.requireActual(path.join(REPO, packageName, 'webpack.config.js'));
  const { plugins } = webpackConfig({}, { mode: 'production' }) as { plugins: object[] };
  const federation = plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  return (federation as { _options: FederationOptions })._options;
}

describe('federated pages', () => {
  it.each(registry.remotes.map((remote) => [remote.package, remote] as const))(
    '%s builds under its registry name and exposes exactly the modules its registry routes load',
    (packageName, remote) => {
      const { name, exposes } = federationOptionsOf(packageName);
      expect(name).toBe(remote.name);
      expect(Object.keys(exposes).sort()).toEqual([...new Set(remote.routes.map((route) => route.module))].sort());
    },
  );
});
