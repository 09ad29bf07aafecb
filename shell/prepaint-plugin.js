// Inlines the pre-painted frame (prepaint/) into index.html: its style at the end of the head, its script at
// the end of the body, where it runs before the deferred bundles and before the first paint.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'PrepaintPlugin';
const DIR = path.join(__dirname, 'prepaint');

const prepaintScript = () => fs.readFileSync(path.join(DIR, 'prepaint.js'), 'utf8');

/** The Content-Security-Policy source that allows the inlined script (api/src/plugins/security.ts names it). */
const prepaintScriptHash = () => `'sha256-${createHash('sha256').update(prepaintScript()).digest('base64')}'`;

class PrepaintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        compilation.fileDependencies.add(path.join(DIR, 'prepaint.js'));
        compilation.fileDependencies.add(path.join(DIR, 'prepaint.css'));
        const css = fs
          .readFileSync(path.join(DIR, 'prepaint.css'), 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s*\n\s*/g, '');
        const text = html.source.source().toString();
        if (!text.includes('</head>') || !text.includes('</body>'))
          throw new Error(`${NAME}: index.html has no head or body`);
        const inlined = text
          .replace('</head>', () => `<style>${css}</style></head>`)
          .replace('</body>', () => `<script>${prepaintScript()}</script></body>`);
        compilation.updateAsset('index.html', new sources.RawSource(inlined));
      });
    });
  }
}

module.exports = { PrepaintPlugin, prepaintScript, prepaintScriptHash };
