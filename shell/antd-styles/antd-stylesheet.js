// antd's styles for the components the apps use, generated at build time, so that a first visit does not build them
// on the main thread (token-bound style objects, stylis, hashing, one <style> each).
//
// antd's styles are independent of the theme (every token is a CSS variable; the theme only sets the variables), so
// one set of files serves the desktop and phone themes, reduced motion, the nested ConfigProviders and right to left.
// Each theme's CSS variables (under the theme's class, `.css-var-phone`, so that antd inserts none) are a file of their
// own: a page parses only its theme's, and fetches another's when its theme changes. The components' styles are cut
// into a few files, each parsed in a task of its own, not one long one; the last ends with cssinjs's map of the style
// paths they hold together (`.data-ant-cssinjs-cache-path{content:"..."}`): cssinjs reads it at its first style and,
// for each path in it, uses the files' rules instead of generating them. The production build leaves antd's style
// generators out (config/webpack/antd-style-generators-loader.js): a component the files lacked would be unstyled,
// and the build fails on one (stylesMissingFrom).
//
// The styles come in two sets: the first screens' (the signed-in frame, home, the clock screen: what a phone opens at
// 08:59), loaded before antd's first render, and the rest, the later screens', loaded when a later screen opens, which
// waits for them: the clock screen does not fetch and parse every screen's styles first.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'AntdStylesheetPlugin';
const ANTD_KEY = 'antd/es/';
// Parts of another component that render nothing of it: Tooltip's colours from '../color-picker/util', a Calendar's
// texts from '../date-picker/locale/en_US' (which would bring the date and time pickers' 60 KB of styles); contexts
// (Tooltip's '../table/TableMeasureRowContext', ConfigProvider's '../form/validateMessagesContext').
const HELPERS = /\/(util|hooks|context|interface|color|locale)\b|Context$/;
// Components another's module imports but renders only in a use the apps do not make (e2e/tests/antd-stylesheet.test.ts
// checks their sources for it): Table's filter dropdown draws a Tree in `filterMode: 'tree'` only, App a notification
// only when `useApp().notification` is called. An app that imports one itself still has it in the file.
const RENDERED_ONLY_IN_UNUSED_WAYS = new Set(['tree', 'notification']);
// Likewise on the first screens (the same test checks their sources): Typography renders an Input only when editable,
// a Card Tabs only with a tab list.
const NOT_ON_FIRST_SCREENS = new Set([...RENDERED_ONLY_IN_UNUSED_WAYS, 'input', 'tabs']);

/** antd's export names by component folder: 'button' -> ['Button'], 'grid' -> ['Col', 'Row'] ... */
function exportsByFolder(antdDir) {
  const barrel = fs.readFileSync(path.join(antdDir, 'es/index.js'), 'utf8');
  const names = new Map();
  for (const [, list, folder] of barrel.matchAll(/^export \{([^}]*)\} from '\.\/([\w-]+)';$/gm)) {
    const exported = list.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    names.set(folder, [...(names.get(folder) ?? []), ...exported.filter((name) => name && name !== 'default')]);
  }
  return names;
}

/** The component folders `folder`'s modules import (`from '../select'`): a Table renders a Pagination, a Select ... */
function foldersImportedBy(antdDir, folder) {
  const dir = path.join(antdDir, 'es', folder);
  // Its styles' helpers (a Button's colours from color-picker) render nothing.
  const files = fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.js') && !/(^|[\\/])style[\\/]/.test(file));
  const imported = new Set();
  for (const file of files) {
    const depth = file.split(/[\\/]/).length;
    const up = '\\.\\./'.repeat(depth);
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, other, part] of source.matchAll(new RegExp(`from '${up}([\\w-]+)(/[^']*)?'`, 'g'))) {
      // A helper of another component (Tooltip's colours from '../color-picker/util') does not render it.
      if (!HELPERS.test(part ?? '')) imported.add(other);
    }
  }
  return imported;
}

/**
 * The antd export names to render for the stylesheet: the components the apps import (share keys `antd/es/button`)
 * and every component those render inside them, but for the `unrendered` folders that are not imported themselves.
 */
function componentsToRender(antdDir, imported, unrendered = RENDERED_ONLY_IN_UNUSED_WAYS) {
  const names = exportsByFolder(antdDir);
  const folders = new Set();
  const importedFolders = imported.map((key) => key.slice(ANTD_KEY.length));
  const queue = [...importedFolders];
  while (queue.length > 0) {
    const folder = queue.pop();
    if (folders.has(folder) || !names.has(folder)) continue;
    if (unrendered.has(folder) && !importedFolders.includes(folder)) continue;
    folders.add(folder);
    queue.push(...foldersImportedBy(antdDir, folder));
  }
  return [...folders].sort().flatMap((folder) => names.get(folder));
}

/** Runs render-styles.js on `components` (antd export names) in a node of the build's mode. */
function renderStyles(components, mode, ...options) {
  return execFileSync(
    process.execPath,
    [path.join(__dirname, 'render-styles.js'), JSON.stringify(components), ...options],
    {
      env: { ...process.env, NODE_ENV: mode === 'production' ? 'production' : 'development' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

const CACHE_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/g;

/**
 * `later`, whose map names the styles of `first` too: the page reads the map of the set applied last, and cssinjs
 * must not take a first screen's style for missing once the later set is in (it would generate it again).
 */
function withBothMaps(later, first) {
  const [firstMap] = [...first.matchAll(CACHE_MAP)].map(([, map]) => map);
  return later.replace(CACHE_MAP, (rule, map) => rule.replace(map, [firstMap, map].filter(Boolean).join(';')));
}

/**
 * The style paths stylesheets hold (cssinjs's map at the end of each set): 'css-1y106cm|Button-Button|ant-btn|anticon'
 */
function stylePathsIn(css) {
  return [...css.matchAll(CACHE_MAP)].flatMap(([, map]) =>
    map ? map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':'))) : [],
  );
}

/**
 * The styles an imported component registers rendered alone that `css` lacks ('Table: css-1y106cm|Table-Table|...'):
 * what would be generated at run time on a screen that shows it.
 * @param {{ appDir: string, imported: string[], mode: string }} options  imported: share keys of the used components
 */
function stylesMissingFrom(css, { appDir, imported, mode }) {
  const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
  const names = exportsByFolder(antdDir);
  const components = imported.flatMap((key) => names.get(key.slice(ANTD_KEY.length)) ?? []);
  const held = new Set(stylePathsIn(css));
  const pathsOf = JSON.parse(renderStyles(components, mode, '--paths-of-each'));
  return Object.entries(pathsOf).flatMap(([name, paths]) =>
    paths.filter((stylePath) => !held.has(stylePath)).map((stylePath) => `${name}: ${stylePath}`),
  );
}

const contentHash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 8);

// The components' styles come in parts of about this size: parsing one costs a phone (4x slower than this host) some
// 15-30 ms, under the 50 ms that make a long task, where the whole 630 KB took 60-150 ms in one task.
const PART_CHARS = 160_000;

/**
 * `css` cut between its top-level rules into parts of about `size` characters, in order (the cascade keeps it when
 * the parts are linked in that order).
 */
function cutBetweenRules(css, size) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0 && i + 1 - start >= size) {
      parts.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < css.length) parts.push(css.slice(start));
  return parts;
}

/**
 * Emits the components' styles as `antd-styles.<hash>.css` files (the first screens') and `antd-styles-later.<hash>.css`
 * files (the other screens'), each theme's CSS variables as `antd-theme.<theme key>.<hash>.css`, and defines their
 * addresses for the shell's code (shared/antd-stylesheet.ts), which loads the first screens' and the page's theme's
 * before antd's first render, the later ones after: `ANTD_STYLESHEETS` ({ first, later } in cascade order, and
 * `firstPages`, the ids of the remote pages among the first screens), `ANTD_THEME_STYLESHEETS` (by theme key,
 * cssVar.key). It emits the shell's themes as built (cssinjs's cache entries of their tokens and variables, their map
 * tokens) as `antd-themes.<hash>.json`, its address `ANTD_THEMES` (shared/antd-built-themes.ts loads it with the
 * stylesheets).
 */
class AntdStylesheetPlugin {
  /**
   * @param {{ appDir: string, imported: string[], firstScreens: { shareKeys: string[], pages: string[] }, mode: string }}
   *   options  imported: share keys of the components the apps use; firstScreens: those the first screens render and
   *   the ids of their remote pages (`mf_attendance/AttendancePage`)
   */
  constructor({ appDir, imported, firstScreens, mode }) {
    const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [appDir] }));
    const components = componentsToRender(antdDir, imported);
    const firstStyles = renderStyles(componentsToRender(antdDir, firstScreens.shareKeys, NOT_ON_FIRST_SCREENS), mode);
    const laterStyles = withBothMaps(
      renderStyles(components, mode, '--without', JSON.stringify(stylePathsIn(firstStyles))),
      firstStyles,
    );
    const missing = [
      ...stylesMissingFrom(firstStyles, { appDir, imported: firstScreens.shareKeys, mode }),
      ...stylesMissingFrom(firstStyles + laterStyles, { appDir, imported, mode }),
    ];
    if (missing.length > 0) throw new Error(`antd stylesheet: it lacks the styles of ${missing.join(', ')}`);
    const themes = JSON.parse(renderStyles(components, mode, '--themes'));
    /** file name -> CSS */
    this.assets = new Map();
    const emit = (prefix, css) => {
      const file = `${prefix}.${contentHash(css)}.css`;
      this.assets.set(file, css);
      return `/${file}`;
    };
    const parts = (css, prefix) => cutBetweenRules(css, PART_CHARS).map((part) => emit(prefix, part));
    this.stylesheets = {
      first: parts(firstStyles, 'antd-styles'),
      later: parts(laterStyles, 'antd-styles-later'),
      firstPages: firstScreens.pages,
    };
    this.themeStylesheets = Object.fromEntries(
      Object.entries(themes).map(([key, { css }]) => [key, emit(`antd-theme.${key}`, css)]),
    );
    const builtThemes = JSON.stringify(
      Object.fromEntries(Object.entries(themes).map(([key, { entries, seed, map }]) => [key, { entries, seed, map }])),
    );
    this.themesFile = `antd-themes.${contentHash(builtThemes)}.json`;
    this.assets.set(this.themesFile, builtThemes);
    /** Every file, for the service worker's precache: another theme's is then at hand offline too. */
    this.addresses = [...this.assets.keys()].map((file) => `/${file}`);
    this.definitions = {
      ANTD_STYLESHEETS: JSON.stringify(this.stylesheets),
      ANTD_THEME_STYLESHEETS: JSON.stringify(this.themeStylesheets),
      ANTD_THEMES: JSON.stringify(`/${this.themesFile}`),
    };
  }

  apply(compiler) {
    const { Compilation, DefinePlugin, sources } = compiler.webpack;
    new DefinePlugin(this.definitions).apply(compiler);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, text] of this.assets) compilation.emitAsset(file, new sources.RawSource(text));
      });
    });
  }
}

module.exports = {
  AntdStylesheetPlugin,
  cutBetweenRules,
  stylePathsIn,
  stylesMissingFrom,
  withBothMaps,
};
