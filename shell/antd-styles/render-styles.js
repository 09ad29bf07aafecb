// Run by antd-stylesheet.js in its own node process (NODE_ENV set as the build's, which names antd's style hashes):
// renders the antd components named in argv[2] (a JSON list of antd's export names) on a server, through antd's
// own style hooks, in the pages' theme (whose `hashed: false` leaves the hash class out of every selector and style
// path), and prints the CSS they registered with cssinjs's map of the style paths it holds (with `--without <paths>`,
// less the styles of those paths); with
// `--paths-of-each`, the style paths each registers alone (JSON); with `--themes`, for each theme of the shell
// (shared/theme.ts) antd's CSS variables, cssinjs's cache entries of its tokens and variables, and the map token antd's
// algorithm derives from the theme's seed (JSON).
const path = require('node:path');

const appDir = path.join(__dirname, '..');
const appRequire = (name) => require(require.resolve(name, { paths: [appDir] }));
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
const React = appRequire('react');
const { renderToString } = appRequire('react-dom/server');
const antd = require(antdDir);
const cssinjsDir = path.dirname(require.resolve('@ant-design/cssinjs/package.json', { paths: [antdDir] }));
const cssinjs = require(cssinjsDir);

const h = React.createElement;
const rows = [{ key: 1, name: 'a' }];
const columns = [{ title: 'Name', dataIndex: 'name', key: 'name', sorter: true, filters: [{ text: 'a', value: 'a' }] }];

// What a bare <Component /> does not render: its parts, its popups' panels, the variants with styles of their own.
const RENDERS = {
  App: (App) => h(App, null, h('div')),
  Badge: (Badge) => h(React.Fragment, null, h(Badge), h(Badge.Ribbon, null, h('div'))),
  Button: (Button) => h(React.Fragment, null, h(Button, { type: 'primary' }, 'a'), h(Button, { loading: true }, 'a')),
  Cascader: (Cascader) => h(React.Fragment, null, h(Cascader), h(Cascader.Panel)),
  Dropdown: (Dropdown) => h(Dropdown, { menu: { items: [] } }, h('div')),
  Form: (Form) => h(Form, null, h(Form.Item, { label: 'a', help: 'a', validateStatus: 'error' }, h(antd.Input))),
  Input: (Input) =>
    h(
      React.Fragment,
      null,
      h(Input),
      h(Input.Search),
      h(Input.TextArea, { showCount: true }),
      h(Input.Password),
      h(Input.OTP),
    ),
  Layout: (Layout) =>
    h(Layout, null, h(Layout.Header), h(Layout.Sider, { collapsible: true, breakpoint: 'md' }), h(Layout.Content)),
  Menu: (Menu) => h(Menu, { items: [{ key: 'a', label: 'a' }] }),
  Modal: (Modal) =>
    h(
      React.Fragment,
      null,
      h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
      h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
    ),
  QRCode: (QRCode) => h(QRCode, { value: 'a' }),
  Space: (Space) =>
    h(React.Fragment, null, h(Space), h(Space.Compact, null, h(antd.Button), h(Space.Addon, null, 'a'))),
  Table: (Table) => h(Table, { dataSource: rows, columns, rowSelection: {}, pagination: { total: 100 } }),
  Tag: (Tag) => h(React.Fragment, null, h(Tag, { color: 'blue' }, 'a'), h(Tag, { color: 'success' }, 'a')),
  Tree: (Tree) => h(Tree, { treeData: [] }),
  Typography: (Typography) =>
    h(
      React.Fragment,
      null,
      h(Typography.Title, null, 'a'),
      h(Typography.Text, null, 'a'),
      h(Typography.Paragraph, null, 'a'),
      h(Typography.Link, null, 'a'),
    ),
  message: (message) => h(message._InternalPanelDoNotUseOrYouWillBeFired),
  notification: (notification) => h(notification._InternalPanelDoNotUseOrYouWillBeFired),
};

// Not components, or nothing to render on their own.
const SKIPPED = new Set(['ConfigProvider', 'Grid', 'theme', 'version', 'unstableSetRender']);

function render(name) {
  const Component = antd[name];
  if (SKIPPED.has(name) || !Component || !(typeof Component === 'function' || typeof Component === 'object')) {
    return null;
  }
  if (RENDERS[name]) return h(React.Fragment, { key: name }, RENDERS[name](Component));
  return /^[A-Z]/.test(name) ? h(Component, { key: name }) : null;
}

/**
 * Renders `names` into `cache`, each alone (one that throws without its props must not take the others with it),
 * in `theme` if given.
 */
function renderInto(cache, names, theme) {
  for (const name of names) {
    const node = render(name);
    if (!node) continue;
    try {
      renderToString(h(cssinjs.StyleProvider, { cache }, theme ? h(antd.ConfigProvider, { theme }, node) : node));
    } catch (error) {
      process.stderr.write(`antd stylesheet: ${name} did not render (${error.message.split('\n')[0]})\n`);
      process.exitCode = 1;
    }
  }
}

const stylePaths = (cache) =>
  [...cache.cache.keys()].filter((key) => key.startsWith('style%')).map((key) => key.slice(6));

/** The shell's theme module, compiled from TypeScript by swc. */
function shellThemes() {
  const swc = appRequire('@swc/core');
  const fs = require('node:fs');
  require.extensions['.ts'] = (module, file) => {
    const options = { filename: file, jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } };
    module._compile(swc.transformSync(fs.readFileSync(file, 'utf8'), options).code, file);
  };
  return require(path.join(appDir, 'src/shared/theme.ts'));
}

/** The id segment of cssinjs's token cache path, which the run time fills with its theme's (Theme ids count up). */
const THEME_ID = '{theme}';

/**
 * `theme`'s CSS variables as rendered for `names` (hooks/useCacheToken.js and useCSSVarRegister.js: the theme's tokens,
 * then each component's), and cssinjs's cache entries of them with no CSS: a run time given the entries computes no
 * token and inserts no <style>. The token entry's path has THEME_ID for the theme's id; a component entry keeps only
 * its style id (antd reads nothing else of it).
 */
function themeCache(names, theme) {
  const cache = cssinjs.createCache();
  renderInto(cache, names, theme);
  let tokenCss = '';
  let componentsCss = '';
  const entries = [];
  for (const [key, [, value]] of cache.cache) {
    // The theme's own, not those of a ConfigProvider a component renders inside it (a confirm dialog's).
    if (key.startsWith('token%') && value[4] === theme.cssVar.key) {
      const [token, hashCls, realToken, css, cssVarKey] = value;
      const path = key.split('%');
      path[2] = THEME_ID;
      tokenCss = css;
      entries.unshift([path.join('%'), [token, hashCls, realToken, '', cssVarKey]]);
    } else if (key.startsWith('cssVar%') && value[3] === theme.cssVar.key && value[1]) {
      const [, css, id, cssVarKey] = value;
      componentsCss += css;
      entries.push([key, [{}, '', id, cssVarKey]]);
    }
  }
  return { css: tokenCss + componentsCss, entries };
}

/**
 * The seed antd gives `theme`'s algorithm (exactly as ConfigProvider merges it) and the map token antd's default
 * algorithm derives from it.
 */
function derivation(theme) {
  let derived;
  const algorithm = (seed, previous) => {
    derived = { seed, map: antd.theme.defaultAlgorithm(seed, previous) };
    return derived.map;
  };
  const ReadsTokens = () => {
    antd.theme.useToken();
    return null;
  };
  const themed = h(antd.ConfigProvider, { theme: { ...theme, algorithm } }, h(ReadsTokens));
  renderToString(h(cssinjs.StyleProvider, { cache: cssinjs.createCache() }, themed));
  return derived;
}

/** The theme of a desktop page: antd's styles are the same in each of the shell's themes (tokens are CSS variables). */
const pagesTheme = () => shellThemes().antdTheme({ phone: false, reducedMotion: false });

const names = JSON.parse(process.argv[2]);
if (process.argv[3] === '--themes') {
  // Phones and larger screens, with and without animations: the page takes only the theme it renders.
  const { antdTheme, cssVarKey, THEME_CHOICES } = shellThemes();
  const themes = Object.fromEntries(
    THEME_CHOICES.map((choice) => {
      const theme = antdTheme(choice);
      return [cssVarKey(choice), { ...themeCache(names, theme), ...derivation(theme) }];
    }),
  );
  process.stdout.write(JSON.stringify(themes));
} else if (process.argv[3] === '--paths-of-each') {
  // The style paths each component registers rendered alone: what the stylesheet must hold for it.
  const theme = pagesTheme();
  const paths = Object.fromEntries(
    names.map((name) => {
      const cache = cssinjs.createCache();
      renderInto(cache, [name], theme);
      return [name, stylePaths(cache).map((key) => key.replace(/%/g, '|'))];
    }),
  );
  process.stdout.write(JSON.stringify(paths));
} else {
  const cache = cssinjs.createCache();
  renderInto(cache, names, pagesTheme());
  // `--without <JSON list of style paths>`: the styles another stylesheet holds (the first screens') left out.
  const held = new Set(process.argv[3] === '--without' ? JSON.parse(process.argv[4]) : []);
  for (const key of [...cache.cache.keys()]) {
    if (key.startsWith('style%') && held.has(key.slice(6).replace(/%/g, '|'))) cache.cache.delete(key);
  }
  process.stdout.write(cssinjs.extractStyle(cache, { plain: true, types: ['style'] }));
}
