// Prints the gzip size of the JS a page loads first: the entry chunks, and remoteEntry.js for a remote.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

class GzipSizePlugin {
  constructor(label) {
    this.label = label;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('GzipSizePlugin', (compilation) => {
      // After emit webpack keeps only asset sizes in memory: read the emitted files back.
      const gzipOf = (file) => zlib.gzipSync(fs.readFileSync(path.join(compilation.outputOptions.path, file))).length;
      const entryFiles = [...compilation.entrypoints.values()].flatMap((entry) =>
        entry.getFiles().filter((file) => file.endsWith('.js')),
      );
      const total = entryFiles.reduce((sum, file) => sum + gzipOf(file), 0);
      const lines = entryFiles.map((file) => `  ${file}: ${kb(gzipOf(file))} gzip`);
      console.log(`[size] ${this.label} entry JS ${kb(total)} gzip\n${lines.join('\n')}`);
    });
  }
}

module.exports = { GzipSizePlugin };
