import {
  BUILT_LATER_STYLESHEETS,
  BUILT_STYLESHEETS,
  FIRST_SCREEN_PAGE,
  answerStylesheets,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
  stylesheetLinks,
} from '../testing/built-stylesheets';

const hrefs = () => stylesheetLinks().map((link) => link.getAttribute('href'));

describe("the later screens' antd stylesheets", () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '<style id="page-styles"></style>';
  });
  afterEach(forgetBuiltStylesheets);

  it("load once, after the first screens' and before the page's styles, applied together; resolve marked for React", async () => {
    defineBuiltStylesheets();
    const { loadAntdStylesheet } = await import('./antd-stylesheet');
    const { loadLaterAntdStylesheets } = await import('./antd-stylesheet-sets');
    void loadAntdStylesheet();
    const later = loadLaterAntdStylesheets();
    expect(loadLaterAntdStylesheets()).toBe(later);
    expect(hrefs().filter((href) => !href!.includes('antd-theme'))).toEqual([
      ...BUILT_STYLESHEETS,
      ...BUILT_LATER_STYLESHEETS,
    ]);
    expect(document.head.lastElementChild!.id).toBe('page-styles');
    const parts = stylesheetLinks().filter((link) => BUILT_LATER_STYLESHEETS.includes(link.getAttribute('href')!));
    expect(parts.map((link) => link.media)).toEqual(['not all', 'not all']);
    answerStylesheets(undefined, BUILT_LATER_STYLESHEETS);
    await expect(later).resolves.toBe(true);
    expect(later).toMatchObject({ status: 'fulfilled', value: true });
    expect(parts.map((link) => link.media)).toEqual(['', '']);
  });

  it('resolve to false when one failed, take theirs out of the page, and ask again only once the failure is forgotten', async () => {
    defineBuiltStylesheets();
    const { forgetFailedLaterAntdStyles, loadLaterAntdStylesheets } = await import('./antd-stylesheet-sets');
    const later = loadLaterAntdStylesheets();
    forgetFailedLaterAntdStyles();
    expect(loadLaterAntdStylesheets()).toBe(later);
    answerStylesheets(BUILT_LATER_STYLESHEETS[0]);
    await expect(later).resolves.toBe(false);
    expect(later).toMatchObject({ status: 'fulfilled', value: false });
    expect(hrefs()).toEqual([]);
    expect(loadLaterAntdStylesheets()).toBe(later);

    forgetFailedLaterAntdStyles();
    const again = loadLaterAntdStylesheets();
    expect(again).not.toBe(later);
    expect(hrefs()).toEqual(BUILT_LATER_STYLESHEETS);
    answerStylesheets();
    await expect(again).resolves.toBe(true);
    forgetFailedLaterAntdStyles();
    expect(loadLaterAntdStylesheets()).toBe(again);
  });

  it('are what a later page waits for; a first screen waits for nothing', async () => {
    defineBuiltStylesheets();
    const { antdStylesOfPage, loadLaterAntdStylesheets } = await import('./antd-stylesheet-sets');
    expect(antdStylesOfPage(FIRST_SCREEN_PAGE)).toMatchObject({ status: 'fulfilled', value: true });
    expect(hrefs()).toEqual([]);
    const settings = antdStylesOfPage('mf_settings/SettingsPage');
    expect(settings).toBe(loadLaterAntdStylesheets());
    expect(hrefs()).toEqual(BUILT_LATER_STYLESHEETS);
  });

  it('without a build (unit tests) add nothing, and no page waits', async () => {
    const { antdStylesOfPage, loadLaterAntdStylesheets } = await import('./antd-stylesheet-sets');
    expect(loadLaterAntdStylesheets()).toMatchObject({ status: 'fulfilled', value: true });
    expect(antdStylesOfPage('mf_settings/SettingsPage')).toMatchObject({ status: 'fulfilled', value: true });
    expect(hrefs()).toEqual([]);
  });
});
