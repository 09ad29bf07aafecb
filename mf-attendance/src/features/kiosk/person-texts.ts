import type { Language } from 'shared-auth';
import { i18n } from 'shared-auth/i18n';
import { ATTENDANCE_NAMESPACE, type AttendanceT, loadAttendanceCatalog } from '../../shared/attendance-texts';

/**
 * The attendance texts in the language of the person the kiosk serves, the kiosk's own language untouched (no
 * switch, no remote loaded again): that language's catalogue is loaded first when the kiosk has not got it yet.
 */
export async function personTexts(language: Language): Promise<AttendanceT> {
  if (!i18n.hasResourceBundle(language, ATTENDANCE_NAMESPACE)) {
    const loaded = await loadAttendanceCatalog(language);
    const catalog = 'default' in loaded ? loaded.default : loaded;
    i18n.addResourceBundle(language, ATTENDANCE_NAMESPACE, catalog, true, true);
  }
  return i18n.getFixedT(language, ATTENDANCE_NAMESPACE);
}
