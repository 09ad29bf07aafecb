// A feature does not import another feature, at any depth: what two features need moves down (shared-auth, or the
// package's shared folder). A feature folder inside another (mf-leave's my-leave/balances) is a feature of its own:
// the page around it may compose it, but it imports neither its siblings nor the files of the page around it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const subFolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

function zonesUnder(root, parent) {
  return subFolders(path.join(root, parent)).flatMap((name) => [
    {
      target: `./${parent}/${name}`,
      from: `./${parent}`,
      except: [`./${name}`],
      message: 'A feature does not import another feature, nor the feature around it: move the shared piece down.',
    },
    ...zonesUnder(root, `${parent}/${name}`),
  ]);
}

/** The zones of every feature folder of the given apps, nested ones included. */
export function featureZones(root, apps) {
  return apps
    .map((app) => `${app}/src/features`)
    .filter((features) => existsSync(path.join(root, features)))
    .flatMap((features) => zonesUnder(root, features));
}
