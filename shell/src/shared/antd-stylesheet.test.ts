import {
  BUILT_STYLESHEETS,
  BUILT_THEME_STYLESHEETS,
  answerStylesheets,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
  stylesheetLinks,
} from '../testing/built-stylesheets';
import { setViewportWidth } from '../testing/viewport';

const hrefs = () => stylesheetLinks().map((link) => link.getAttribute('href'));

describe('loadAntdStylesheet', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '<style id="page-styles"></style>';
  });
  afterEach(() => {
    forgetBuiltStylesheets();
    setViewportWidth();
  });

  it.each([
    [1280, 'css-var-desktop', 'css-var-phone'],
    [390, 'css-var-phone', 'css-var-desktop'],
  ] as const)(
    "adds the components' stylesheets in order and, on a %i px screen, its theme's (%s) only, once, first in the head; resolves when all loaded, marked for React",
    async (width, theme, otherTheme) => {
      setViewportWidth(width);
      defineBuiltStylesheets();
      const { loadAntdStylesheet, themeStylesheetArrived } = await import('./antd-stylesheet');
      const loading = loadAntdStylesheet();
      expect(loadAntdStylesheet()).toBe(loading);
      expect(hrefs()).toEqual([BUILT_THEME_STYLESHEETS[theme], ...BUILT_STYLESHEETS]);
      expect(document.head.lastElementChild!.id).toBe('page-styles');
      expect((loading as { status?: string }).status).toBeUndefined();
      answerStylesheets();
      await expect(loading).resolves.toBe('arrived');
      expect(loading).toMatchObject({ status: 'fulfilled', value: 'arrived' });
      expect(themeStylesheetArrived(theme)).toBe(true);
      expect(themeStylesheetArrived(otherTheme)).toBe(false);
    },
  );

  it("applies the components' stylesheets together, once all arrived (one style recalculation); none if one failed", async () => {
    defineBuiltStylesheets();
    const { loadAntdStylesheet } = await import('./antd-stylesheet');
    const loading = loadAntdStylesheet();
    const parts = stylesheetLinks().filter((link) => BUILT_STYLESHEETS.includes(link.getAttribute('href')!));
    expect(parts.map((link) => link.media)).toEqual(['not all', 'not all']);
    // Not the lowest priority Chromium gives a stylesheet of media that do not match.
    expect(parts.map((link) => link.getAttribute('fetchpriority'))).toEqual(['high', 'high']);
    parts[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(parts.map((link) => link.media)).toEqual(['not all', 'not all']);
    answerStylesheets();
    await loading;
    expect(parts.map((link) => link.media)).toEqual(['', '']);

    jest.resetModules();
    document.head.innerHTML = '';
    const { loadAntdStylesheet: loadAgain } = await import('./antd-stylesheet');
    const failing = loadAgain();
    answerStylesheets(BUILT_STYLESHEETS[1]);
    await expect(failing).resolves.toBe('failed');
    expect(hrefs()).toEqual([BUILT_THEME_STYLESHEETS['css-var-desktop']]);
  });

  it.each([BUILT_STYLESHEETS[1]!, BUILT_THEME_STYLESHEETS['css-var-desktop']])(
    'resolves when a stylesheet (%s) fails too, to failed, which stays until forgotten; then asks again',
    async (failed) => {
      defineBuiltStylesheets();
      const { forgetFailedAntdStylesheet, loadAntdStylesheet } = await import('./antd-stylesheet');
      const loading = loadAntdStylesheet();
      answerStylesheets(failed);
      await expect(loading).resolves.toBe('failed');
      expect(loadAntdStylesheet()).toBe(loading);
      forgetFailedAntdStylesheet();
      const again = loadAntdStylesheet();
      expect(again).not.toBe(loading);
      expect(hrefs()).toContain(failed);
      answerStylesheets();
      await expect(again).resolves.toBe('arrived');
      forgetFailedAntdStylesheet();
      expect(loadAntdStylesheet()).toBe(again);
    },
  );

  it('without a build (unit tests) adds nothing and is fulfilled at once', async () => {
    const { loadAntdStylesheet } = await import('./antd-stylesheet');
    expect(loadAntdStylesheet()).toMatchObject({ status: 'fulfilled', value: 'unbuilt' });
    expect(document.head.querySelector('link')).toBeNull();
  });
});

describe('loadThemeStylesheet', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '';
  });
  afterEach(forgetBuiltStylesheets);

  it("adds another theme's variables once, when asked, and tells when they arrived", async () => {
    defineBuiltStylesheets();
    const { loadThemeStylesheet, themeStylesheetArrived } = await import('./antd-stylesheet');
    const loading = loadThemeStylesheet('css-var-desktop');
    expect(loadThemeStylesheet('css-var-desktop')).toBe(loading);
    expect(hrefs()).toEqual([BUILT_THEME_STYLESHEETS['css-var-desktop']]);
    expect(themeStylesheetArrived('css-var-desktop')).toBe(false);
    answerStylesheets();
    await expect(loading).resolves.toBe(true);
    expect(themeStylesheetArrived('css-var-desktop')).toBe(true);
  });

  it('asks again after a failed load (offline, then online)', async () => {
    defineBuiltStylesheets();
    const { loadThemeStylesheet } = await import('./antd-stylesheet');
    const failing = loadThemeStylesheet('css-var-desktop');
    answerStylesheets(BUILT_THEME_STYLESHEETS['css-var-desktop']);
    await expect(failing).resolves.toBe(false);
    expect(loadThemeStylesheet('css-var-desktop')).not.toBe(failing);
  });
});
