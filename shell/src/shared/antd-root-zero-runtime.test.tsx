import { createCache, StyleContext } from '@ant-design/cssinjs';
import { act, render, screen } from '@testing-library/react';
import { useContext, useEffect } from 'react';
import { Button, ConfigProvider } from 'antd';
import { AntdRoot } from './antd-root';
import { loadAntdStylesheet } from './antd-stylesheet';
import { loadLaterAntdStylesheets } from './antd-stylesheet-sets';
import {
  BUILT_LATER_STYLESHEETS,
  BUILT_STYLESHEETS,
  BUILT_THEME_STYLESHEETS,
  answerStylesheets,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
} from '../testing/built-stylesheets';

// The styles antd's components and icons insert when they style themselves at run time (cssinjs's <style> elements
// of component styles, @ant-design/icons' own): CSS variables (data-token-hash) are not among them.
const runTimeStyles = () =>
  [...document.head.querySelectorAll('style')].filter(
    (style) => !style.hasAttribute('data-token-hash') && /\.ant(icon|-btn)\b/.test(style.textContent ?? ''),
  );

afterAll(forgetBuiltStylesheets);

it("with the build's stylesheet loaded, antd's components and icons (in a nested ConfigProvider too) insert no styles", async () => {
  defineBuiltStylesheets();
  const loading = loadAntdStylesheet();
  answerStylesheets();
  await act(() => loading);

  await act(async () =>
    render(
      <AntdRoot>
        <Button loading>Save</Button>
        <ConfigProvider theme={{ components: { Button: { colorPrimary: '#000000' } } }}>
          <Button type="primary" loading>
            Send
          </Button>
        </ConfigProvider>
      </AntdRoot>,
    ),
  );

  expect(screen.getByRole('button', { name: /Send/ }).querySelector('.anticon')).not.toBeNull();
  expect(runTimeStyles()).toEqual([]);
});

// The tests keep antd's styles in cssinjs's cache, not the page (config/jest/setup-dom.js): what antd generated.
const seen: { styleCache?: ReturnType<typeof createCache> } = {};
function StyleCacheProbe() {
  const { cache } = useContext(StyleContext);
  useEffect(() => {
    seen.styleCache = cache;
  }, [cache]);
  return null;
}
const generatedButtonStyles = () =>
  [...seen.styleCache!.cache.keys()].filter((key) => key.startsWith('style%') && key.includes('Button'));

it("styles at run time what the first screens' stylesheets lack, mounted once the later screens' failed to arrive", async () => {
  defineBuiltStylesheets();
  const loading = loadAntdStylesheet();
  answerStylesheets(undefined, [...BUILT_STYLESHEETS, ...Object.values(BUILT_THEME_STYLESHEETS)]);
  await act(() => loading);
  const page = (later: boolean) => (
    <AntdRoot>
      <StyleCacheProbe />
      <Button>Frame</Button>
      {later && <Button type="primary">Later page</Button>}
    </AntdRoot>
  );
  const { rerender } = await act(async () => render(page(false)));
  expect(generatedButtonStyles()).toEqual([]);

  const later = loadLaterAntdStylesheets();
  await act(async () => {
    answerStylesheets(BUILT_LATER_STYLESHEETS[0], BUILT_LATER_STYLESHEETS);
    await later;
  });
  await act(async () => rerender(page(true)));
  expect(screen.getByRole('button', { name: 'Later page' })).toBeInTheDocument();
  expect(generatedButtonStyles()).not.toEqual([]);
});
