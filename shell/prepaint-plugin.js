// Inlines the pre-painted frame (prepaint/) into index.html: its style at the end of the head, its script at
// the end of the body, where it runs before the deferred bundles and before the first paint.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { rewriteIndexHtml } = require('./index-html');

const NAME = 'PrepaintPlugin';
const DIR = path.join(__dirname, 'prepaint');

const prepaintScript = () => fs.readFileSync(path.join(DIR, 'prepaint.js'), 'utf8');

/** The Content-Security-Policy source that allows the inlined script (api/src/plugins/security.ts names it). */
const prepaintScriptHash = () => `'sha256-${createHash('sha256').update(prepaintScript()).digest('base64')}'`;

class PrepaintPlugin {
  apply(compiler) {
    rewriteIndexHtml(compiler, NAME, (html, compilation) => {
      compilation.fileDependencies.add(path.join(DIR, 'prepaint.js'));
      compilation.fileDependencies.add(path.join(DIR, 'prepaint.css'));
      const css = fs
        .readFileSync(path.join(DIR, 'prepaint.css'), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s*\n\s*/g, '');
      if (!html.includes('</head>') || !html.includes('</body>'))
        throw new Error(`${NAME}: index.html has no head or body`);
      return html
        .replace('</head>', () => `<style>${css}</style></head>`)
        .replace('</body>', () => `<script>${prepaintScript()}</script></body>`);
    });
  }
}

module.exports = { PrepaintPlugin, prepaintScript, prepaintScriptHash };
