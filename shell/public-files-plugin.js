// Copies shell/public into the build (all but the html template, which HtmlWebpackPlugin renders), stamping the
// service worker with the build's hash: a new build installs a new worker, which drops the older builds' caches.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'PublicFilesPlugin';
const BUILD_ID = /__BUILD_ID__/g;

function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')];
  });
}

class PublicFilesPlugin {
  constructor({ dir, skip = ['index.html'], stamped = ['sw.js'] }) {
    Object.assign(this, { dir, skip, stamped });
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of filesUnder(this.dir).filter((name) => !this.skip.includes(name))) {
          const source = path.join(this.dir, file);
          compilation.fileDependencies.add(source);
          const content = fs.readFileSync(source);
          const stamped = this.stamped.includes(file)
            ? content.toString('utf8').replace(BUILD_ID, compilation.hash.slice(0, 16))
            : content;
          compilation.emitAsset(file, new sources.RawSource(stamped));
        }
      });
    });
  }
}

module.exports = { PublicFilesPlugin };
