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
const { stylesMissingFrom } = shellRequire('./antd-styles/antd-stylesheet') as {
  stylesMissingFrom: (css: string, options: { appDir: string; imported: string[]; mode: string }) => string[];
};

const env = startServerAndBrowser();

// antd's styles come from the stylesheet the build generates (shell/antd-styles): the signed-in screens generate none
// at run time, nor do its icons. The theme's CSS variables are in the stylesheet too.
const SCREENS = ['/', '/attendance', '/leave-request', '/attendance-logs'];

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

test.each([
  ['an employee, on a desktop, in English', DEMO.employee, 'en', DESKTOP, SCREENS],
  ['a manager, on a 390 px phone, in Arabic', DEMO.manager, 'ar', PHONE, [...SCREENS, '/reports-dashboard']],
])(
  'for %s, the signed-in screens take antd styles from the build, all styled',
  async (_name, email, language, options, screens) => {
    const session = await apiSession(env.server.url, email, DEMO_PASSWORD);
    expect((await session.call('me/preferences', { method: 'PUT', body: JSON.stringify({ language }) })).status).toBe(
      200,
    );
    const page = await newPage(env.browser, env.server.url, { serviceWorkers: 'block', ...options });
    await page.addInitScript(recordVariableStyleChanges);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    for (const screen of screens) {
      await page.goto(screen);
      await page.locator(`html[lang="${language}"] main :is(h2, h3)`).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('link[href^="/antd-styles."]').count()).toBe(1);
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

function builtStylesheet() {
  const file = readdirSync(path.join(SHELL, 'dist')).find((name) => /^antd-styles\.[0-9a-f]{8}\.css$/.test(name));
  expect(file).toBeDefined();
  return readFileSync(path.join(SHELL, 'dist', file!), 'utf8');
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
  // The components' styles, and each of the four themes' CSS variables (about 40 KB a theme).
  expect(css.length).toBeLessThan(850_000);
});

test('no app draws a table filter as a tree or an antd notification, which the built stylesheet leaves out', () => {
  const uses = appSources().flatMap(
    (source) => source.match(/filterMode|\bnotification\b[^;]*useApp\(|\.notification\b/g) ?? [],
  );
  expect(uses).toEqual([]);
});

test("the service worker precaches the stylesheet with the first screens' files: a second visit takes it from cache", async () => {
  const worker = await (await fetch(`${env.server.url}/sw.js`)).text();
  const file = readdirSync(path.join(SHELL, 'dist')).find((name) => /^antd-styles\.[0-9a-f]{8}\.css$/.test(name));
  expect(worker).toContain(`"/${file}"`);
});
