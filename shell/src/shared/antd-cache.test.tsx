import { StyleProvider, createCache } from '@ant-design/cssinjs';
import { act, render } from '@testing-library/react';
import { Button, Card, ConfigProvider, theme, type GlobalToken } from 'antd';
import { AntdRoot } from './antd-root';
import { builtTheme } from './antd-built-themes';
import { loadAntdStylesheet } from './antd-stylesheet';
import { THEME_CHOICES, antdTheme, cssVarKey } from './theme';
import { answerStylesheets, defineBuiltStylesheets, forgetBuiltStylesheets } from '../testing/built-stylesheets';
import { buildThemes } from '../testing/built-themes';

let token: GlobalToken | undefined;
function ReadToken() {
  token = theme.useToken().token;
  return null;
}

/** The text of the <style> elements put in the page from now on, read by calling the function returned. */
function recordInsertedStyles() {
  const inserted: string[] = [];
  const collect = (records: MutationRecord[]) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node instanceof HTMLStyleElement) inserted.push(node.textContent ?? '');
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(document, { childList: true, subtree: true });
  return () => {
    collect(observer.takeRecords());
    observer.disconnect();
    return inserted;
  };
}

beforeAll(async () => {
  defineBuiltStylesheets();
  Object.assign(globalThis, { ANTD_THEMES: '/antd-themes.0123abcd.json' });
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(buildThemes(['Button', 'Card'])));
  const loading = loadAntdStylesheet();
  answerStylesheets();
  await act(() => loading);
});
afterAll(() => {
  forgetBuiltStylesheets();
  delete (globalThis as { ANTD_THEMES?: string }).ANTD_THEMES;
});

it("with the build's stylesheet, antd takes the theme's tokens and variables from the build: it computes and inserts none, not when a component's last instance unmounts and another mounts", async () => {
  const insertedStyles = recordInsertedStyles();
  const page = (
    <AntdRoot>
      <ReadToken />
      <Card>
        <Button>Save</Button>
      </Card>
    </AntdRoot>
  );
  const { rerender } = await act(async () => render(page));
  // A skeleton swapped for its page: the Button's last instance unmounts, then one mounts again.
  await act(async () =>
    rerender(
      <AntdRoot>
        <ReadToken />
        <Card />
      </AntdRoot>,
    ),
  );
  await act(async () => rerender(page));
  expect(document.querySelector('.ant-btn')).not.toBeNull();

  expect(insertedStyles()).toEqual([]);
  // The build's token itself, not one antd computed.
  const builtTokens = THEME_CHOICES.map((choice) => (builtTheme(cssVarKey(choice))!.entries[0]![1] as unknown[])[2]);
  expect(builtTokens).toContain(token);
});

it.each(THEME_CHOICES)('gives antd the tokens antd computes itself for the theme (%o)', (choice) => {
  const built = (builtTheme(cssVarKey(choice))!.entries[0]![1] as unknown[])[2];
  render(
    <StyleProvider cache={createCache()}>
      <ConfigProvider theme={antdTheme(choice)}>
        <ReadToken />
      </ConfigProvider>
    </StyleProvider>,
  );
  expect(built).toEqual(token);
});
