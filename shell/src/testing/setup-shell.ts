import { configure } from '@testing-library/react';
import { signedOut, store } from 'shared-auth';

// The first render of an antd screen in a test file takes a few seconds to compile and load.
configure({ asyncUtilTimeout: 5000 });

// Each test starts signed out, with its own fetch stub and timers.
afterEach(() => {
  store.dispatch(signedOut());
  window.localStorage.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
