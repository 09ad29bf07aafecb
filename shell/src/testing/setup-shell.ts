import { setCompanyTimeZone, setLanguage, signedOut, store } from 'shared-auth';
import { registerNamespace } from 'shared-auth/i18n';
import { forgetRegistry } from '../shared/remote-registry/registry-source';
import { loadShellCatalog } from '../shared/texts/use-shell-texts';
import { setViewportWidth } from './viewport';

// The shell's texts are there from the first render, as after the first screen in the browser.
beforeAll(() => registerNamespace('shell', loadShellCatalog));

// Each test starts on a desktop screen.
beforeEach(() => setViewportWidth());

// Each test starts signed out, in English, on the browser's clock, with its own fetch stub, timers and registry.
afterEach(async () => {
  await setLanguage('en');
  forgetRegistry();
  window.sessionStorage.clear();
  store.dispatch(signedOut());
  setCompanyTimeZone(null);
  window.localStorage.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});
