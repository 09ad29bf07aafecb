// Copies shell/public into the build (all but the html template, which HtmlWebpackPlugin renders), stamping the
// service worker with the build's hash (a new build installs a new worker, which drops the older builds' caches)
// and with the files of the shell's first screens, which it precaches (first-screen-files.js).
const fs = require('node:fs');
const path = require('node:path');
const { firstScreenFiles } = require('./first-screen-files');

const NAME = 'PublicFilesPlugin';

function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')];
  });
}

class PublicFilesPlugin {
  /**
   * @param {object} options
   * @param {string} options.dir               the folder to copy
   * @param {string[]} options.firstScreens    absolute paths (without extension) of the modules the first screens import()
   * @param {string[]} [options.sharedPrecached] share keys whose provider's chunks are precached too
   * @param {string[]} [options.precached]     other files of the first screens (antd's stylesheet)
   */
  constructor({ dir, firstScreens, sharedPrecached = [], precached = [], skip = ['index.html'], stamped = ['sw.js'] }) {
    Object.assign(this, { dir, firstScreens, sharedPrecached, precached, skip, stamped });
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the content hashes are final (realContentHash renames the chunks), before the files are compressed.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        const stamps = {
          __BUILD_ID__: compilation.hash.slice(0, 16),
          __SHELL_FILES__: JSON.stringify([
            ...firstScreenFiles(compilation, this.firstScreens, { shareKeys: this.sharedPrecached }),
            ...this.precached,
          ]),
        };
        for (const file of filesUnder(this.dir).filter((name) => !this.skip.includes(name))) {
          const source = path.join(this.dir, file);
          compilation.fileDependencies.add(source);
          const content = fs.readFileSync(source);
          const stamped = this.stamped.includes(file)
            ? Object.entries(stamps).reduce(
                (text, [mark, value]) => text.replaceAll(mark, value),
                content.toString('utf8'),
              )
            : content;
          compilation.emitAsset(file, new sources.RawSource(stamped));
        }
      });
    });
  }
}

module.exports = { PublicFilesPlugin };
