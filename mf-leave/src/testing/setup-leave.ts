import { registerNamespace } from 'shared-auth/i18n';
import { loadLeaveCatalog } from '../shared/leave-texts';

// The leave texts are there from the first render, as once the remote has shown a screen in the browser.
beforeAll(() => registerNamespace('leave', loadLeaveCatalog));
