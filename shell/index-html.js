// The shell's build plugins that write into the built index.html do it at one point of the build.

/**
 * Replaces the built index.html with `rewrite(html, compilation)` once the content hashes are final and the html is
 * written, before the files are compressed. A build without an index.html (a remote's) is left alone.
 * @param {import('webpack').Compiler} compiler
 * @param {string} name  the plugin's name, for webpack's hooks and for errors
 * @param {(html: string, compilation: import('webpack').Compilation) => string} rewrite
 */
function rewriteIndexHtml(compiler, name, rewrite) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
    compilation.hooks.processAssets.tap({ name, stage }, () => {
      const html = compilation.getAsset('index.html');
      if (!html) return;
      compilation.updateAsset(
        'index.html',
        new sources.RawSource(rewrite(html.source.source().toString(), compilation)),
      );
    });
  });
}

module.exports = { rewriteIndexHtml };
