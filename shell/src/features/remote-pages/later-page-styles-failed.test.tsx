import { act, screen, waitFor } from '@testing-library/react';
import { federationStub } from '../../testing/federation-runtime-stub';
import english from '../../locales/en.json';
import { renderApp, signInAs, stubApi } from '../../testing/render-app';
import {
  BUILT_LATER_STYLESHEETS,
  answerStylesheets,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
  FIRST_SET_AND_THEMES,
  laterStylesheetLinks,
} from '../../testing/built-stylesheets';

// A built page's antd has no style generators (config/webpack/antd-style-generators-loader.js): a later screen whose
// styles failed to arrive is a screen that failed to load (one test: the failure is the page's, for every screen).
const SETTINGS = 'mf_settings/SettingsPage';
const retry = () => screen.getByRole('button', { name: new RegExp(english.remote.retry) });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  defineBuiltStylesheets();
  stubApi();
  signInAs('admin');
  federationStub.provide(SETTINGS, () => ({ default: () => <h1>Settings page</h1> }));
});
afterEach(forgetBuiltStylesheets);

it("shows the later screens' error panel while their styles are missing; Retry asks again, then each draws", async () => {
  await renderApp('/settings');
  await waitFor(() => {
    answerStylesheets(undefined, FIRST_SET_AND_THEMES);
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toBeInTheDocument();
  });
  await waitFor(() => expect(laterStylesheetLinks()).toHaveLength(BUILT_LATER_STYLESHEETS.length));
  await act(async () => answerStylesheets(BUILT_LATER_STYLESHEETS[1], BUILT_LATER_STYLESHEETS));
  expect(await screen.findByText(english.remote.loadFailed)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Settings page' })).not.toBeInTheDocument();
  expect(laterStylesheetLinks()).toEqual([]);

  // The account page, a later screen of the shell's own: the failure stays until a Retry, nothing is asked meanwhile.
  await act(async () => screen.getByRole('button', { name: 'Test admin' }).click());
  await act(async () => (await screen.findByRole('link', { name: english.layout.changePassword })).click());
  expect(await screen.findByText(english.remote.loadFailed)).toBeInTheDocument();
  expect(laterStylesheetLinks()).toEqual([]);
  await act(async () => retry().click());
  await waitFor(() => expect(laterStylesheetLinks()).toHaveLength(BUILT_LATER_STYLESHEETS.length));
  await act(async () => answerStylesheets(undefined, BUILT_LATER_STYLESHEETS));
  expect(await screen.findByRole('button', { name: english.changePassword.submit })).toBeInTheDocument();

  await act(async () => screen.getByRole('link', { name: 'Settings' }).click());
  expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
});
