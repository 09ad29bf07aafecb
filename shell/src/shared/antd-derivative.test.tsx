import { render } from '@testing-library/react';
import { ConfigProvider, theme, type GlobalToken, type ThemeConfig } from 'antd';
import { loadBuiltThemes } from './antd-built-themes';
import { builtAlgorithm } from './antd-derivative';
import { THEME_CHOICES, antdTheme, cssVarKey } from './theme';
import { buildThemes } from '../testing/built-themes';

/** antd's tokens (seed, map and alias) under a ConfigProvider with `config`. */
function tokensOf(config: ThemeConfig): GlobalToken {
  let tokens: GlobalToken | undefined;
  function ReadTokens() {
    tokens = theme.useToken().token;
    return null;
  }
  render(
    <ConfigProvider theme={config}>
      <ReadTokens />
    </ConfigProvider>,
  );
  return tokens!;
}

describe('builtAlgorithm', () => {
  // antd's own algorithm, as antd-derivative.ts calls it for a seed the build did not derive (setup-shell.ts restores
  // every mock after each test).
  let derive: jest.SpyInstance;

  beforeAll(async () => {
    const built = buildThemes();
    (globalThis as { ANTD_THEMES?: string }).ANTD_THEMES = '/antd-themes.0123abcd.json';
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(built));
    await loadBuiltThemes();
  });
  afterAll(() => {
    delete (globalThis as { ANTD_THEMES?: string }).ANTD_THEMES;
  });
  beforeEach(() => {
    derive = jest.spyOn(theme, 'defaultAlgorithm');
  });

  it.each(THEME_CHOICES)(
    "gives antd the build's map token, and antd the tokens its own algorithm gives (%o)",
    (choice) => {
      const key = cssVarKey(choice);
      const built = tokensOf({ ...antdTheme(choice), algorithm: builtAlgorithm(key) });
      // The seed antd passed was the build's: nothing was derived at run time.
      expect(derive).not.toHaveBeenCalled();
      expect(built).toStrictEqual(tokensOf(antdTheme(choice)));
    },
  );

  it('leaves a nested ConfigProvider with tokens of its own to antd: its seed is not the one the build derived', () => {
    const key = cssVarKey(THEME_CHOICES[0]!);
    const outer = { ...antdTheme(THEME_CHOICES[0]!), algorithm: builtAlgorithm(key) };
    let nested: GlobalToken | undefined;
    function ReadTokens() {
      nested = theme.useToken().token;
      return null;
    }
    render(
      <ConfigProvider theme={outer}>
        <ConfigProvider theme={{ token: { colorPrimary: '#237804' } }}>
          <ReadTokens />
        </ConfigProvider>
      </ConfigProvider>,
    );
    expect(derive).toHaveBeenCalledTimes(1);
    const own = tokensOf({
      ...antdTheme(THEME_CHOICES[0]!),
      token: { ...antdTheme(THEME_CHOICES[0]!).token, colorPrimary: '#237804' },
    });
    expect(nested).toStrictEqual(own);
    expect(nested!.colorPrimaryBg).not.toBe(tokensOf(antdTheme(THEME_CHOICES[0]!)).colorPrimaryBg);
  });

  it('is one function per theme, so that antd keeps one theme and its cached tokens', () => {
    const key = cssVarKey(THEME_CHOICES[1]!);
    expect(builtAlgorithm(key)).toBe(builtAlgorithm(key));
  });

  it("is antd's default without the build's themes", () => {
    expect(builtAlgorithm('css-var-unknown')).toBeUndefined();
  });
});
