import { QUIET_MS } from './register-service-worker';
import { loadLaterStylesWhenQuiet } from './later-styles-when-quiet';
import {
  BUILT_LATER_STYLESHEETS,
  defineBuiltStylesheets,
  forgetBuiltStylesheets,
  stylesheetLinks,
} from '../testing/built-stylesheets';

const laterLinks = () =>
  stylesheetLinks().filter((link) => BUILT_LATER_STYLESHEETS.includes(link.getAttribute('href')!));

afterEach(() => {
  forgetBuiltStylesheets();
  jest.useRealTimers();
});

it("asks for the later screens' antd styles once someone is signed in and the page has gone quiet, not before", async () => {
  jest.useFakeTimers();
  defineBuiltStylesheets();
  let user: { role: string } | null = null;
  const listeners: Array<() => void> = [];
  const store = {
    getState: () => ({ session: { user: user as never } }),
    subscribe: (listener: () => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  loadLaterStylesWhenQuiet(store);
  await jest.advanceTimersByTimeAsync(QUIET_MS);
  expect(laterLinks()).toEqual([]);

  user = { role: 'employee' };
  listeners.forEach((listener) => listener());
  await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
  expect(laterLinks()).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(laterLinks().map((link) => link.getAttribute('href'))).toEqual(BUILT_LATER_STYLESHEETS);
});
