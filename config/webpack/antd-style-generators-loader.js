// Where antd's styles are built (shell/antd-styles) and antd runs with `zeroRuntime`, its components never call their
// style generators: this loader drops them from antd's style modules, keeping the hooks (the class names, the
// component tokens' CSS variables). The generators were over a quarter of the
// clock screen's antd chunk (162 of 584 KB).
const { createRequire } = require('node:module');

/** antd's style modules: `es/button/style/index.js`, `es/style/motion/fade.js`, `es/_util/wave/style.js` ... */
const ANTD_STYLE_MODULES = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/])?style(\.js|[\\/].+\.js)$/;
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const NO_STYLES = '() => []';

/** The style generators passed to antd's style hook factories: `genStyleHooks('Button', <generator>, ...)`. */
function generatorArguments(program) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && STYLE_HOOK_FACTORIES.has(node.callee.name) && node.arguments[1]) {
      // Replaced whole: nothing inside it is looked at (the replacements must not overlap).
      found.push(node.arguments[1]);
      node.arguments.filter((argument) => argument !== node.arguments[1]).forEach(visit);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return found;
}

function antdStyleGeneratorsLoader(source) {
  const acorn = createRequire(require.resolve('webpack', { paths: [this.rootContext] }))('acorn');
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  let result = source;
  for (const argument of generatorArguments(program).sort((a, b) => b.start - a.start)) {
    result = result.slice(0, argument.start) + NO_STYLES + result.slice(argument.end);
  }
  return result;
}

module.exports = antdStyleGeneratorsLoader;
module.exports.ANTD_STYLE_MODULES = ANTD_STYLE_MODULES;
