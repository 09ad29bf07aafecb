// The production build's loader that leaves antd's style generators out (config/webpack/antd-style-generators-loader.js),
// on antd's own style modules.
/* global describe, it, expect -- jest's: eslint reads a .js file as a plain script */
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const SHELL_DIR = path.join(__dirname, '../..');
const loader = require(path.join(SHELL_DIR, '../config/webpack/antd-style-generators-loader.js'));
const shellRequire = createRequire(path.join(SHELL_DIR, 'package.json'));
const acorn = createRequire(shellRequire.resolve('webpack'))('acorn');
const ANTD_ES = path.join(path.dirname(shellRequire.resolve('antd/package.json')), 'es');
const FACTORIES = ['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook'];

/** Each call of a style hook factory in `source`: its generator's code and its other arguments'. */
function factoryCalls(source) {
  const calls = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && FACTORIES.includes(node.callee.name)) {
      const code = node.arguments.map((argument) => source.slice(argument.start, argument.end));
      calls.push({ generator: code[1], others: [code[0], ...code.slice(2)] });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  return calls;
}

const transform = (file) => loader.call({ rootContext: SHELL_DIR }, fs.readFileSync(file, 'utf8'));
const styleModules = fs
  .readdirSync(ANTD_ES, { recursive: true })
  .filter((file) => file.endsWith('.js'))
  .map((file) => path.join(ANTD_ES, file))
  .filter((file) => loader.ANTD_STYLE_MODULES.test(file));

describe("antd's style generators", () => {
  it("are recognised by their modules' paths, not a component's", () => {
    const inAntd = (file) => path.join(ANTD_ES, file);
    expect(styleModules).toEqual(
      expect.arrayContaining(
        ['button/style/index.js', 'style/index.js', 'style/motion/fade.js', '_util/wave/style.js'].map(inAntd),
      ),
    );
    expect(styleModules).not.toEqual(expect.arrayContaining([inAntd('button/button.js')]));
  });

  it('are replaced by a generator of nothing in every style hook antd makes, the rest of each call kept', () => {
    let calls = 0;
    for (const file of styleModules) {
      const before = factoryCalls(fs.readFileSync(file, 'utf8'));
      const result = transform(file);
      const after = factoryCalls(result);
      calls += after.length;
      expect(after.map((call) => call.generator)).toEqual(before.map(() => '() => []'));
      expect(after.map((call) => call.others)).toEqual(before.map((call) => call.others));
    }
    // Every component's: about 90 in antd 6.
    expect(calls).toBeGreaterThan(80);
  });

  it("keep a hook's component token and options: `useStyle` still names the classes and the CSS variables", () => {
    const button = transform(path.join(ANTD_ES, 'button/style/index.js'));
    expect(button).toMatch(
      /export default genStyleHooks\('Button', \(\) => \[\], prepareComponentToken, \{\s+unitless:/,
    );
    expect(button).toContain("import { prepareComponentToken, prepareToken } from './token';");
  });
});
