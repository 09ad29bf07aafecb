// The translation library and its texts: a subpath of its own, so the sign-in page never loads i18next.
export {
  i18n,
  registerNamespace,
  withEnglish,
  COMMON_NAMESPACE,
  type Catalog,
  type CatalogLoader,
} from './i18n-instance';
export { useTexts, useCommonTexts, type CommonT } from './use-texts';
export { useRouteLabel } from './route-label';
export { useLeaveStatusText } from './leave-status';
export { attendanceValueText, useAttendanceValueText } from './attendance-values';
