import { setCompanyTimeZone, signedOut, store } from 'shared-auth';
import { forgetRegistry } from '../shared/remote-registry/registry-source';
import { setViewportWidth } from './viewport';

// Each test starts on a desktop screen.
beforeEach(() => setViewportWidth());

// Each test starts signed out, on the browser's clock, with its own fetch stub, timers and registry.
afterEach(() => {
  forgetRegistry();
  window.sessionStorage.clear();
  store.dispatch(signedOut());
  setCompanyTimeZone(null);
  window.localStorage.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

// jsdom loads no stylesheets: antd's counts as loaded, a thenable React's use() reads without suspending.
jest.mock('../shared/antd-stylesheet', () => ({
  loadAntdStylesheet: () => Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined }),
}));
