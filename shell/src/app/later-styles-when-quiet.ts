import { loadLaterAntdStylesheets } from '../shared/antd-stylesheet-sets';
import { whenQuiet } from './register-service-worker';
import { whenSignedIn, type SessionStore } from './when-signed-in';

/**
 * Once someone is signed in and the page has gone quiet, the later screens' antd styles (shared/antd-stylesheet-sets):
 * the next screen then opens without waiting for them, and the first screen's requests did not share the line.
 */
export function loadLaterStylesWhenQuiet(store: SessionStore): void {
  whenSignedIn(store, () => whenQuiet(() => void loadLaterAntdStylesheets()));
}
