import { configure } from '@testing-library/react';
import { setCompanyTimeZone, signedOut, store } from 'shared-auth';
import { forgetRegistry } from '../shared/remote-registry/registry-source';
import { setViewportWidth } from './viewport';

// The first render of an antd screen in a test file takes a few seconds to compile and load.
configure({ asyncUtilTimeout: 5000 });

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
