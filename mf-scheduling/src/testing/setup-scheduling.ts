import { registerNamespace } from 'shared-auth/i18n';
import { loadSchedulingCatalog } from '../shared/scheduling-texts';

// The scheduling texts are there from the first render, as once the remote has shown a screen in the browser.
beforeAll(() => registerNamespace('scheduling', loadSchedulingCatalog));
