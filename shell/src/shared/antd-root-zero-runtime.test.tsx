import { act, render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { AntdRoot } from './antd-root';
import { loadAntdStylesheet } from './antd-stylesheet';
import { answerStylesheets, defineBuiltStylesheets, forgetBuiltStylesheets } from '../testing/built-stylesheets';

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
