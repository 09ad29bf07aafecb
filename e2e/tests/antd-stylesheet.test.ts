import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { apiSession } from '../support/api-client';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/demo';
import { startServerAndBrowser } from '../support/fixture';
import { REPO_ROOT } from '../support/server';

const SHELL = path.join(REPO_ROOT, 'shell');
const shellRequire = createRequire(path.join(SHELL, 'package.json'));
const { antdComponentsTheAppsImport } = shellRequire('./antd-chunks') as {
  antdComponentsTheAppsImport: (appDir: string) => string[];
};
const { stylePathsIn, stylesMissingFrom } = shellRequire('./antd-styles/antd-stylesheet') as {
  stylePathsIn: (css: string) => string[];
  stylesMissingFrom: (css: string, options: { appDir: string; imported: string[]; mode: string }) => string[];
};

const env = startServerAndBrowser();

// antd's styles come from the stylesheets the build generates (shell/antd-styles): the signed-in screens generate none
// at run time, nor do its icons. The theme's CSS variables are in a stylesheet of their own, one per theme. The first
// screens (home, the clock screen) are drawn from the first set alone; a later screen waits for the later set.
const FIRST_SCREENS = ['/', '/attendance'];
const SCREENS = [...FIRST_SCREENS, '/leave-request', '/attendance-logs'];
const LATER_SET = /\/antd-styles-later\.[0-9a-f]{8}\.css$/;

/**
 * The <style> elements cssinjs inserted with rules of their own, not only CSS variables, and the one @ant-design/icons
 * inserts (`.anticon`) unless told antd has zero run-time styles: what they generated.
 */
function generatedStyles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash], style[rc-util-key="@ant-design-icons"]')]
      .map((style) => style.textContent ?? '')
      .filter((css) => css.replace(/[^{}]*\{(\s*--[\w-]+:[^;]*;)*\s*\}/g, '').trim() !== '')
      .map((css) => css.slice(0, 120)),
  );
}

/**
 * antd's elements that its styles leave unstyled: every component root carries the common style (box-sizing, antd's
 * font), and a few components have their look checked.
 */
function unstyledAntdElements(page: Page) {
  return page.evaluate(() => {
    const unstyled: string[] = [];
    const check = (selector: string, test: (style: CSSStyleDeclaration) => boolean) => {
      for (const element of document.querySelectorAll(selector)) {
        if (!test(getComputedStyle(element))) unstyled.push(`${selector}: ${element.className}`);
      }
    };
    check('[class*="-css-var"]', (style) => style.boxSizing === 'border-box' && style.fontFamily.includes('Noto Sans'));
    check('.ant-btn', (style) => style.alignItems === 'center' && style.borderRadius !== '0px');
    // The theme's borderRadius 8 makes antd's large radius 10.
    check('.ant-card', (style) => style.borderRadius === '10px' && style.backgroundColor === 'rgb(255, 255, 255)');
    check('.ant-menu', (style) => style.listStyleType === 'none');
    check('.ant-layout', (style) => style.display === 'flex');
    check('.ant-table', (style) => style.backgroundColor === 'rgb(255, 255, 255)');
    return unstyled;
  });
}

/** The elements that carry antd's hash class (`css-1y106cm`), which the theme's `hashed: false` leaves out. */
const hashClassedElements = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[class*="css-"]')].filter((e) => /(^|\s)css-(?!var-)/.test(e.className)).length,
  );

/**
 * From the page's first script on, the changes to the <style> elements of antd's CSS variables (data-css-hash): an
 * insertion of ones new to the page ('insert N': N elements at once), a rewrite of one's text.
 */
function recordVariableStyleChanges() {
  const changes: string[] = [];
  const seen = new Set<string>();
  Object.assign(window, { variableStyleChanges: changes });
  const idOf = (node: Node) => (node instanceof HTMLStyleElement ? node.getAttribute('data-css-hash') : null);
  new MutationObserver((records) => {
    for (const record of records) {
      const ids = [...record.addedNodes].map(idOf).filter((id) => id !== null && !seen.has(id)) as string[];
      ids.forEach((id) => seen.add(id));
      if (ids.length > 0) changes.push(`insert ${ids.length}`);
      const parent = record.target instanceof Text ? record.target.parentNode : record.target;
      if (parent && idOf(parent) !== null) changes.push('rewrite');
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const variableStyleChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { variableStyleChanges: string[] }).variableStyleChanges);

const DESKTOP = { viewport: { width: 1366, height: 860 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * The build's files of antd's styles: the components' parts (the first screens' set, then the later one) and each
 * theme's variables (by theme key).
 */
function builtFiles() {
  const names = readdirSync(path.join(SHELL, 'dist'));
  const read = (name: string) => readFileSync(path.join(SHELL, 'dist', name), 'utf8');
  const partsOf = (set: RegExp) => names.filter((name) => set.test(name)).map((name) => ({ name, css: read(name) }));
  const first = partsOf(/^antd-styles\.[0-9a-f]{8}\.css$/);
  const later = partsOf(/^antd-styles-later\.[0-9a-f]{8}\.css$/);
  const themes = names.flatMap((name) => {
    const [, key] = /^antd-theme\.(css-var-[\w-]+)\.[0-9a-f]{8}\.css$/.exec(name) ?? [];
    return key ? [{ name, key, css: read(name) }] : [];
  });
  return { first, later, parts: [...first, ...later], themes };
}

/**
 * The page's stylesheets of antd's styles: how many of the first screens' and of the later screens' parts apply (their
 * `media` no longer `not all`), and the addresses of the themes' variables.
 */
const linkedStylesheets = (page: Page) =>
  page.evaluate(() => {
    const links = (prefix: string) => [...document.querySelectorAll<HTMLLinkElement>(`link[href^="${prefix}"]`)];
    const applied = (prefix: string) => links(prefix).filter((link) => link.media === '').length;
    return {
      parts: applied('/antd-styles.'),
      later: applied('/antd-styles-later.'),
      themes: links('/antd-theme.').map((link) => link.getAttribute('href')!),
    };
  });

const themeFile = (key: string) => `/${builtFiles().themes.find((theme) => theme.key === key)!.name}`;

// The tests' pages ask for reduced motion (support/browser.ts): the themes without animations.
test.each([
  ['an employee, on a desktop, in English', DEMO.employee, 'en', DESKTOP, SCREENS, 'css-var-desktop-still'],
  [
    'a manager, on a 390 px phone, in Arabic',
    DEMO.manager,
    'ar',
    PHONE,
    [...SCREENS, '/reports-dashboard'],
    'css-var-phone-still',
  ],
])(
  "for %s, the signed-in screens take antd styles from the build, all styled, and only their theme's variables",
  async (_name, email, language, options, screens, themeKey) => {
    const session = await apiSession(env.server.url, email, DEMO_PASSWORD);
    expect((await session.call('me/preferences', { method: 'PUT', body: JSON.stringify({ language }) })).status).toBe(
      200,
    );
    const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block', ...options });
    await page.addInitScript(recordVariableStyleChanges);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    const { first, later } = builtFiles();
    // The first screens are drawn, and styled, from the first set alone: they do not ask for the later one.
    const laterRequests: string[] = [];
    page.on('request', (request) => {
      if (LATER_SET.test(request.url())) laterRequests.push(request.url());
    });
    for (const screen of screens) {
      const firstScreen = FIRST_SCREENS.includes(screen);
      laterRequests.length = 0;
      await page.goto(screen);
      await page.locator(`html[lang="${language}"] main :is(h2, h3)`).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ screen, ...(await linkedStylesheets(page)), asked: laterRequests.length }).toEqual({
        screen,
        parts: first.length,
        later: firstScreen ? 0 : later.length,
        themes: [themeFile(themeKey)],
        asked: firstScreen ? 0 : later.length,
      });
      expect({ screen, generated: await generatedStyles(page) }).toEqual({ screen, generated: [] });
      expect({ screen, unstyled: await unstyledAntdElements(page) }).toEqual({ screen, unstyled: [] });
      expect({ screen, hashed: await hashClassedElements(page) }).toEqual({ screen, hashed: 0 });
      // The stylesheet holds the theme's variables and cssinjs's cache the build's entries of them: no <style> of
      // variables is inserted or rewritten, not when a skeleton is swapped for its page.
      expect({ screen, changes: await variableStyleChanges(page) }).toEqual({ screen, changes: [] });
    }
    await page.context().close();
  },
);

// A built page's antd has no style generators (config/webpack/antd-style-generators-loader.js): a later screen whose
// styles did not arrive is a screen that failed to load, with Retry; nothing is drawn unstyled.
test('a later screen whose styles did not arrive shows its error panel; Retry, once they can, draws it styled', async () => {
  const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block', ...DESKTOP });
  await signIn(page, DEMO.employee);
  await page.waitForURL((url) => url.pathname === '/');
  const refuse = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(LATER_SET, refuse);
  await page.goto('/leave-request');
  await page.getByText('This part of the application could not be loaded.').waitFor();
  expect(await page.locator('main form').count()).toBe(0);

  await page.unroute(LATER_SET, refuse);
  await page.getByRole('button', { name: /Retry/ }).click();
  await page.locator('main form').first().waitFor();
  expect((await linkedStylesheets(page)).later).toBe(builtFiles().later.length);
  expect(await unstyledAntdElements(page)).toEqual([]);
  expect(await generatedStyles(page)).toEqual([]);
  await page.context().close();
});

/** The components' styles of the build, its parts together (the order does not matter to what is read of them). */
function builtStylesheet() {
  const { parts } = builtFiles();
  expect(parts.length).toBeGreaterThan(0);
  return parts.map((part) => part.css).join('');
}

// The shell's build checks it too: a component a remote imports whose styles the file lacks would cost its screen the
// run-time generation this file is there to spare.
test('the built stylesheet holds the styles of every antd component the apps import', () => {
  const css = builtStylesheet();
  const imported = antdComponentsTheAppsImport(SHELL);
  expect(imported).toEqual(expect.arrayContaining(['antd/es/table', 'antd/es/upload', 'antd/es/tabs']));
  expect(stylesMissingFrom(css, { appDir: SHELL, imported, mode: 'production' })).toEqual([]);
});

/** The apps' own source files (not their tests): what they render. */
function appSources(): string[] {
  const roots = readdirSync(REPO_ROOT)
    .filter((name) => /^(shell|shared-auth|mf-[\w-]+)$/.test(name))
    .map((name) => path.join(REPO_ROOT, name, 'src'));
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(root, file), 'utf8')),
  );
}

// Every page parses and matches the whole file: what no screen renders stays out of it (shell/antd-styles).
test('the built stylesheet leaves out the hash class and the components no screen renders', () => {
  const css = builtStylesheet();
  // The theme's `hashed: false`: no `:where(.css-1y106cm)` before each selector.
  expect(css.match(/:where\(\.css-[^)]*\)/g)).toBeNull();
  const components = [...css.matchAll(/\|([A-Za-z]+)-[A-Za-z]+\|ant-/g)].map(([, component]) => component!);
  expect(components).toEqual(expect.arrayContaining(['Calendar', 'Table', 'App', 'Message']));
  // Pulled in by Calendar's texts, Table's tree filter and App's notifications, which no screen draws.
  expect(components.filter((component) => ['DatePicker', 'Tree', 'Notification'].includes(component))).toEqual([]);
  expect(css.length).toBeLessThan(700_000);
});

// One 790 KB file was one parse task of 60-150 ms on a phone: the components' styles come in parts, each its own
// task, and a page parses the variables of its own theme only.
test("the built stylesheets: the components' in parts of a short parse, one with cssinjs's map; each theme's variables alone", () => {
  const { first, later, parts, themes } = builtFiles();
  expect(parts.length).toBeGreaterThanOrEqual(3);
  for (const part of parts) expect({ [part.name]: part.css.length < 200_000 }).toEqual({ [part.name]: true });
  for (const set of [first, later]) expect(set.filter((part) => stylePathsIn(part.css).length > 0)).toHaveLength(1);
  expect(parts.filter((part) => part.css.includes('.css-var-'))).toEqual([]);
  expect(themes.map((theme) => theme.key).sort()).toEqual([
    'css-var-desktop',
    'css-var-desktop-still',
    'css-var-phone',
    'css-var-phone-still',
  ]);
  for (const { key, css } of themes) {
    const selectors = [...css.matchAll(/(?:^|\})([^{}]+)\{/g)].map(([, selector]) => selector!);
    const ownClass = new RegExp(`^\\.${key}(?![\\w-])`);
    expect(selectors.filter((selector) => !ownClass.test(selector))).toEqual([]);
    expect(css.length).toBeLessThan(50_000);
  }
});

/**
 * From the page's first script on, the elements that took theme `key`'s class (antd's `css-var-phone`) while its
 * variables' stylesheet had not arrived: drawn without the theme's variables.
 */
function recordThemeClassesBeforeTheirStylesheet(key: string) {
  const early: string[] = [];
  Object.assign(window, { themeClassesBeforeStylesheet: early });
  const arrived = () =>
    [...document.querySelectorAll<HTMLLinkElement>(`link[href*=".${key}."]`)].some((link) => link.sheet !== null);
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target as Element;
      if (record.type === 'attributes' && element.classList.contains(key) && !arrived()) early.push(element.className);
    }
  }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
}

test("a window narrowed past the phone breakpoint fetches the phone theme's variables then, and shows the phone theme once they arrived, styled", async () => {
  const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block', ...DESKTOP });
  await page.addInitScript(recordThemeClassesBeforeTheirStylesheet, 'css-var-phone-still');
  await page.addInitScript(recordVariableStyleChanges);
  await signIn(page, DEMO.employee);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/attendance');
  await page.locator('main :is(h2, h3)').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect((await linkedStylesheets(page)).themes).toEqual([themeFile('css-var-desktop-still')]);

  await page.setViewportSize(PHONE.viewport);
  await page.locator('.css-var-phone-still').first().waitFor();
  expect((await linkedStylesheets(page)).themes.sort()).toEqual(
    [themeFile('css-var-desktop-still'), themeFile('css-var-phone-still')].sort(),
  );
  expect(await page.locator('.css-var-desktop-still').count()).toBe(0);
  expect(await unstyledAntdElements(page)).toEqual([]);
  expect(await generatedStyles(page)).toEqual([]);
  expect(await variableStyleChanges(page)).toEqual([]);
  expect(
    await page.evaluate(
      () => (window as unknown as { themeClassesBeforeStylesheet: string[] }).themeClassesBeforeStylesheet,
    ),
  ).toEqual([]);
  await page.context().close();
});

test('no app draws a table filter as a tree or an antd notification, which the built stylesheet leaves out', () => {
  const uses = appSources().flatMap(
    (source) => source.match(/filterMode|\bnotification\b[^;]*useApp\(|\.notification\b/g) ?? [],
  );
  expect(uses).toEqual([]);
});

/** The antd components whose styles a set of parts holds, by cssinjs's map ('Button', 'Table' ...). */
const componentsIn = (parts: Array<{ css: string }>) =>
  new Set(stylePathsIn(parts.map((part) => part.css).join('')).map((stylePath) => /^\|?(\w+)/.exec(stylePath)![1]));

// The clock screen a phone opens at 08:59 parses the first set only: what the frame, home and it draw.
test("the first screens' set holds the frame's, home's and the clock screen's components, not a table's, a form's or a date picker's", () => {
  const { first, later } = builtFiles();
  const firstComponents = componentsIn(first);
  expect([...firstComponents]).toEqual(
    expect.arrayContaining(['Layout', 'Menu', 'Card', 'Button', 'Modal', 'Pagination']),
  );
  for (const component of ['Table', 'Form', 'DatePicker', 'Upload', 'Tabs'])
    expect(firstComponents).not.toContain(component);
  // The later set's map names the first set's styles too (the page reads the map of the set applied last), but it
  // holds none of their rules.
  expect([...firstComponents].filter((component) => !componentsIn(later).has(component))).toEqual([]);
  const laterCss = later.map((part) => part.css).join('');
  for (const rule of ['.ant-btn{', '.ant-card{', '.ant-layout{', '.ant-menu{'])
    expect(laterCss).not.toContain(`}${rule}`);
  const size = (parts: Array<{ css: string }>) => parts.reduce((sum, part) => sum + part.css.length, 0);
  expect(size(first)).toBeLessThan(0.7 * size([...first, ...later]));
});

// The first set leaves out what those components draw only in ways these screens do not use (shell/antd-styles).
test("no app draws an editable Typography or a Card with tabs, which the first screens' set leaves out", () => {
  expect(appSources().flatMap((source) => source.match(/\beditable=|\btabList=/g) ?? [])).toEqual([]);
});

test("the service worker precaches the stylesheets with the first screens' files, every theme's: a second visit, and a change of theme offline, take them from cache", async () => {
  const worker = await (await fetch(`${env.server.url}/sw.js`)).text();
  const { parts, themes } = builtFiles();
  for (const { name } of [...parts, ...themes]) expect(worker).toContain(`"/${name}"`);
});
