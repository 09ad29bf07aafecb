import { registerNamespace } from 'shared-auth/i18n';
import { loadPeopleCatalog } from '../shared/people-texts';

// The people texts are there from the first render, as once the remote has shown a screen in the browser.
beforeAll(() => registerNamespace('people', loadPeopleCatalog));
