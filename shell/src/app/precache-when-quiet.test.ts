import { QUIET_MS } from './register-service-worker';
import { precacheRemotesWhenQuiet } from './precache-when-quiet';

// Issue 26: the code that tells the service worker about the remotes is no part of the first screen's; these record
// when it is loaded.
const mockLoaded: string[] = [];
jest.mock('./precache-remotes', () => {
  mockLoaded.push('precache-remotes');
  return { precacheRemotesOfSignedIn: jest.fn() };
});

const signedInStore = {
  getState: () => ({ session: { user: { role: 'employee' } as never } }),
  subscribe: () => () => undefined,
};

it('loads the code that tells the service worker about the remotes once the page has gone quiet, not at the start', async () => {
  jest.useFakeTimers();
  precacheRemotesWhenQuiet(signedInStore);
  await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
  expect(mockLoaded).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(mockLoaded).toEqual(['precache-remotes']);
  jest.useRealTimers();
});
