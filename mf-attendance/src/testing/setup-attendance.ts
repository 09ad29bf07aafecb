import { registerNamespace } from 'shared-auth/i18n';
import { loadAttendanceCatalog } from '../shared/attendance-texts';

// The attendance texts are there from the first render, as once the remote has shown a screen in the browser.
beforeAll(() => registerNamespace('attendance', loadAttendanceCatalog));
