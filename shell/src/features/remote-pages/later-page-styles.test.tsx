import { act, screen, waitFor } from '@testing-library/react';
import { federationStub } from '../../testing/federation-runtime-stub';
import { renderApp, signInAs, stubApi } from '../../testing/render-app';
import {
  BUILT_LATER_STYLESHEETS,
  FIRST_SCREEN_PAGE,
  answerStylesheets,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
  FIRST_SET_AND_THEMES,
  laterStylesheetLinks,
} from '../../testing/built-stylesheets';

// The build's antd styles come in two sets (shared/antd-stylesheet-sets.ts): a later screen renders once the later
// set arrived (with zeroRuntime, antd would draw it unstyled before), the clock screen without waiting for it.
const SETTINGS = 'mf_settings/SettingsPage';

beforeEach(() => {
  defineBuiltStylesheets();
  stubApi();
  signInAs('admin');
  federationStub.provide(FIRST_SCREEN_PAGE, () => ({ default: () => <h1>Clock screen</h1> }));
  federationStub.provide(SETTINGS, () => ({ default: () => <h1>Settings page</h1> }));
});
afterEach(forgetBuiltStylesheets);

/** Answers the first screens' stylesheets as they are asked for, until the frame is drawn. */
async function answerFirstSet() {
  await waitFor(() => {
    answerStylesheets(undefined, FIRST_SET_AND_THEMES);
    expect(screen.getByRole('link', { name: 'Reports Dashboard' })).toBeInTheDocument();
  });
}

it("draws the clock screen without the later screens' styles, and a later screen only once they arrived", async () => {
  await renderApp('/attendance');
  await answerFirstSet();
  expect(await screen.findByRole('heading', { name: 'Clock screen' })).toBeInTheDocument();
  expect(laterStylesheetLinks()).toEqual([]);

  await act(() => screen.getByRole('link', { name: 'Settings' }).click());
  await waitFor(() => expect(federationStub.loads).toContain(SETTINGS));
  expect(laterStylesheetLinks()).toHaveLength(BUILT_LATER_STYLESHEETS.length);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('heading', { name: 'Settings page' })).not.toBeInTheDocument();

  await act(async () => answerStylesheets(undefined, BUILT_LATER_STYLESHEETS));
  expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
});
