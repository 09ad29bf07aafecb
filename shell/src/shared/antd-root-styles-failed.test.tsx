import { act, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { AntdRoot } from './antd-root';
import { loadAntdStylesheet } from './antd-stylesheet';
import {
  BUILT_STYLESHEETS,
  answerStylesheets,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
  stylesheetLinks,
} from '../testing/built-stylesheets';

// A built page's antd has no style generators (config/webpack/antd-style-generators-loader.js): without the build's
// stylesheets nothing of antd is drawn, Retry is offered instead.
afterAll(forgetBuiltStylesheets);

it("shows Retry, without antd, when the first screens' stylesheets failed; Retry asks again and draws the page", async () => {
  defineBuiltStylesheets();
  const loading = loadAntdStylesheet();
  answerStylesheets(BUILT_STYLESHEETS[0]);
  await act(() => loading);
  await act(async () =>
    render(
      <AntdRoot>
        <Button>Frame</Button>
      </AntdRoot>,
    ),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the application could not be loaded.');
  expect(screen.queryByRole('button', { name: 'Frame' })).not.toBeInTheDocument();
  expect(stylesheetLinks().map((link) => link.getAttribute('href'))).not.toContain(BUILT_STYLESHEETS[0]);

  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  expect(stylesheetLinks().map((link) => link.getAttribute('href'))).toContain(BUILT_STYLESHEETS[0]);
  await act(async () => answerStylesheets());
  expect(await screen.findByRole('button', { name: 'Frame' })).toBeInTheDocument();
});
