// Inlines the pre-painted frame (prepaint/) into index.html: its style at the end of the head, its script at
// the end of the body, where it runs before the deferred bundles and before the first paint; and at the end of the
// head the names of the chunks every signed-in page runs, with the script that fetches them early for a signed-in
// person (preload.js), in the first moment of the page.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { rewriteIndexHtml } = require('./index-html');

const NAME = 'PrepaintPlugin';
const DIR = path.join(__dirname, 'prepaint');

const prepaintScript = () => fs.readFileSync(path.join(DIR, 'prepaint.js'), 'utf8');
const preloadScript = () => fs.readFileSync(path.join(DIR, 'preload.js'), 'utf8');

/** The Content-Security-Policy source that allows the inlined script (api/src/plugins/security.ts names it). */
const prepaintScriptHash = () => `'sha256-${createHash('sha256').update(prepaintScript()).digest('base64')}'`;

class PrepaintPlugin {
  /** @param {{ signedInChunks: string[] }} options  the chunks every signed-in page runs, by name (`antd`) */
  constructor({ signedInChunks }) {
    this.signedInChunks = signedInChunks;
  }

  apply(compiler) {
    rewriteIndexHtml(compiler, NAME, (html, compilation) => {
      compilation.fileDependencies.add(path.join(DIR, 'prepaint.js'));
      compilation.fileDependencies.add(path.join(DIR, 'preload.js'));
      compilation.fileDependencies.add(path.join(DIR, 'prepaint.css'));
      const css = fs
        .readFileSync(path.join(DIR, 'prepaint.css'), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s*\n\s*/g, '');
      if (!html.includes('</head>') || !html.includes('</body>'))
        throw new Error(`${NAME}: index.html has no head or body`);
      const signedInScripts = this.signedInChunks.flatMap((name) => {
        const chunk = compilation.namedChunks.get(name);
        if (!chunk) throw new Error(`${NAME}: no chunk named ${name}`);
        return [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
      });
      const named = `<meta name="signed-in-scripts" content="${signedInScripts.join(' ')}">`;
      return html
        .replace('</head>', () => `${named}<script>${preloadScript()}</script><style>${css}</style></head>`)
        .replace('</body>', () => `<script>${prepaintScript()}</script></body>`);
    });
  }
}

module.exports = { PrepaintPlugin, prepaintScript, prepaintScriptHash };
