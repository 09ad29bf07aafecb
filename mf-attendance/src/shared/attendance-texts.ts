import { useTexts, type CatalogLoader } from 'shared-auth/i18n';

// mf-attendance's own namespace: its catalogues ship in this build and load on demand, the shell never lists them.
export const ATTENDANCE_NAMESPACE = 'attendance';
export const loadAttendanceCatalog: CatalogLoader = (language) => import(`../locales/${language}.json`);

/** The `t` of the attendance screens. */
export function useAttendanceTexts() {
  return useTexts(ATTENDANCE_NAMESPACE, loadAttendanceCatalog);
}

export type AttendanceT = ReturnType<typeof useAttendanceTexts>;
