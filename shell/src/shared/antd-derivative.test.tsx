import { render } from '@testing-library/react';
import { ConfigProvider, theme, type GlobalToken, type ThemeConfig } from 'antd';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadBuiltThemes } from './antd-built-themes';
import { builtAlgorithm } from './antd-derivative';
import { antdTheme, cssVarKey, type ThemeChoice } from './theme';

const CHOICES: ThemeChoice[] = [false, true].flatMap((phone) =>
  [false, true].map((reducedMotion) => ({ phone, reducedMotion })),
);

/** The shell's themes made as its build makes them (antd-styles/render-styles.js; no component, only the themes). */
function buildThemes(): string {
  const script = path.join(__dirname, '../../antd-styles/render-styles.js');
  return execFileSync('node', [script, '[]', '--themes'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

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

  it.each(CHOICES)("gives antd the build's map token, and antd the tokens its own algorithm gives (%o)", (choice) => {
    const key = cssVarKey(choice);
    const built = tokensOf({ ...antdTheme(choice), algorithm: builtAlgorithm(key) });
    // The seed antd passed was the build's: nothing was derived at run time.
    expect(derive).not.toHaveBeenCalled();
    expect(built).toStrictEqual(tokensOf(antdTheme(choice)));
  });

  it('leaves a nested ConfigProvider with tokens of its own to antd: its seed is not the one the build derived', () => {
    const key = cssVarKey(CHOICES[0]!);
    const outer = { ...antdTheme(CHOICES[0]!), algorithm: builtAlgorithm(key) };
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
      ...antdTheme(CHOICES[0]!),
      token: { ...antdTheme(CHOICES[0]!).token, colorPrimary: '#237804' },
    });
    expect(nested).toStrictEqual(own);
    expect(nested!.colorPrimaryBg).not.toBe(tokensOf(antdTheme(CHOICES[0]!)).colorPrimaryBg);
  });

  it('is one function per theme, so that antd keeps one theme and its cached tokens', () => {
    const key = cssVarKey(CHOICES[1]!);
    expect(builtAlgorithm(key)).toBe(builtAlgorithm(key));
  });

  it("is antd's default without the build's themes", () => {
    expect(builtAlgorithm('css-var-unknown')).toBeUndefined();
  });
});
