import { useTexts, withEnglish } from 'shared-auth/i18n';
import english from '../locales/en.json';

// mf-attendance's own namespace: its catalogues ship in this build (English with the code, the others on demand), the
// shell never lists them.
export const ATTENDANCE_NAMESPACE = 'attendance';
export const loadAttendanceCatalog = withEnglish(
  english,
  (language) =>
    // English is in the code already: no chunk of its own.
    import(/* webpackExclude: /en\.json$/ */ `../locales/${language}.json`),
);

/** The `t` of the attendance screens. */
export function useAttendanceTexts() {
  return useTexts(ATTENDANCE_NAMESPACE, loadAttendanceCatalog);
}

export type AttendanceT = ReturnType<typeof useAttendanceTexts>;
