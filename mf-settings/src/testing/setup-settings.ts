import { registerNamespace } from 'shared-auth/i18n';
import { loadSettingsCatalog } from '../shared/settings-texts';

// The settings texts are there from the first render, as once the remote has shown a screen in the browser.
beforeAll(() => registerNamespace('settings', loadSettingsCatalog));
