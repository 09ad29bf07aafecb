import {
  BUILT_THEME_STYLESHEETS,
  answerStylesheets,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
  stylesheetLinks,
} from '../testing/built-stylesheets';
import type { ThemeChoice } from './theme';

const DESKTOP: ThemeChoice = { phone: false, reducedMotion: false };
const PHONE: ThemeChoice = { phone: true, reducedMotion: false };

let unmountAll = () => {};

/**
 * The hook after the page's first stylesheets arrived on a desktop, rendered for `DESKTOP`; with the `act` of the
 * same React (each test has fresh modules: the stylesheets' state is the module's).
 */
async function renderOnDesktop(stylesBuilt = true) {
  const { act, cleanup, renderHook } = await import('@testing-library/react/pure');
  unmountAll = cleanup;
  const { loadAntdStylesheet } = await import('./antd-stylesheet');
  const { useStyledTheme } = await import('./use-styled-theme');
  const loading = loadAntdStylesheet();
  answerStylesheets();
  await act(() => loading);
  const hook = renderHook(({ wanted }) => useStyledTheme(wanted, stylesBuilt), { initialProps: { wanted: DESKTOP } });
  return { ...hook, act };
}

const themeLink = (key: keyof typeof BUILT_THEME_STYLESHEETS) =>
  stylesheetLinks().filter((link) => link.getAttribute('href') === BUILT_THEME_STYLESHEETS[key]);

describe('useStyledTheme', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '';
    defineBuiltStylesheets();
  });
  afterEach(() => {
    unmountAll();
    forgetBuiltStylesheets();
  });

  it("stays in the theme it had until the new theme's variables arrived, then takes it; back again at once", async () => {
    const { result, rerender, act } = await renderOnDesktop();
    expect(result.current).toEqual(DESKTOP);
    expect(themeLink('css-var-phone')).toHaveLength(0);

    rerender({ wanted: PHONE });
    expect(result.current).toEqual(DESKTOP);
    expect(themeLink('css-var-phone')).toHaveLength(1);
    await act(async () => answerStylesheets());
    expect(result.current).toEqual(PHONE);

    rerender({ wanted: DESKTOP });
    expect(result.current).toEqual(DESKTOP);
    rerender({ wanted: PHONE });
    expect(result.current).toEqual(PHONE);
    expect(themeLink('css-var-phone')).toHaveLength(1);
  });

  it("keeps the theme it had when the new theme's variables fail to load", async () => {
    const { result, rerender, act } = await renderOnDesktop();
    rerender({ wanted: PHONE });
    await act(async () => answerStylesheets(BUILT_THEME_STYLESHEETS['css-var-phone']));
    expect(result.current).toEqual(DESKTOP);
  });

  it("without the build's stylesheets takes the new theme at once: antd makes its own variables", async () => {
    const { result, rerender } = await renderOnDesktop(false);
    rerender({ wanted: PHONE });
    expect(result.current).toEqual(PHONE);
  });
});
