import { registerNamespace } from 'shared-auth/i18n';
import { loadReportsCatalog } from '../shared/reports-texts';

// The reports texts are there from the first render, as once the remote has shown a screen in the browser.
beforeAll(() => registerNamespace('reports', loadReportsCatalog));
