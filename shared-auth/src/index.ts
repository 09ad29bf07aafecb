export {
  ROLES,
  ALL_ROLES,
  MANAGERS_AND_ADMINS,
  ADMIN_ONLY,
  STAFF_WHO_TAKE_LEAVE,
  isRole,
  type Role,
} from './access/roles';
export {
  ROUTE_LABELS,
  SHELL_ROUTES,
  canOpen,
  navEntriesFor,
  type AppRoute,
  type NavEntry,
} from './access/access-table';
export { baseApi, type AppExtraOptions } from './api/base-api';
// The reads several packages use, injected once here (api-contract/scripts/endpoints.mjs).
export {
  enhancedApi as sharedReadsApi,
  useGetDepartmentsQuery,
  useGetEmployeesListQuery,
  useGetGeocodeReverseQuery,
  useGetHolidaysQuery,
  useGetLeaveBalancesQuery,
  useGetLeaveLedgerQuery,
  useGetLeaveRequestsQuery,
  useGetLeaveTypeDetailsQuery,
  useGetPayPeriodsQuery,
  useGetPayPeriodsByIdQuery,
  useGetWorkingTimeViolationsQuery,
  usePostPayPeriodsByIdApproveMutation,
  type GetLeaveRequestsApiArg,
  type GetPayPeriodsApiResponse,
  type GetPayPeriodsByIdApiResponse,
  type GetWorkingTimeViolationsApiResponse,
} from './api/generated-api';
export { downloadFile, fileNameOf } from './api/download-file';
export { errorCode, errorStatus, isApiError, type ApiError } from './api/api-error';
export { errorMessage, isUnreachable } from './api/error-message';
export { refreshSession } from './api/refresh-session';
export { shownQueryState } from './api/shown-query-state';
export { apiBaseUrl, apiUrl, logoUrl } from './config';
export { formatLongDate, formatTime } from './format/dates';
export { phoneScreen } from './ui/phone-screen';
export { subscribeToMedia } from './ui/media-query';
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  supportedLanguage,
  textDirection,
  type Language,
} from './language/languages';
export {
  addLanguageLoader,
  currentLanguage,
  deviceLanguage,
  rememberedLanguage,
  setLanguage,
  subscribeToLanguage,
  useLanguage,
  type LanguageLoader,
} from './language/language-store';
export {
  browserTimeZone,
  companyTimeZone,
  addDays,
  companyToday,
  isTimeZone,
  setCompanyTimeZone,
  useCompanyTimeZone,
} from './time-zone/company-time-zone';
export {
  DISCREPANCY_COLORS,
  LEAVE_STATUS_COLORS,
  discrepancyColor,
  leaveStatusColor,
  isPendingStatus,
  leaveTypeName,
  PAY_PERIOD_STATUS,
  shortAddress,
  type LeaveTypeDisplayName,
} from './format/labels';
export { signIn, signOut } from './session/session-actions';
export { REFRESH_CHECK_INTERVAL_MS, startSessionRefreshLoop } from './session/session-refresh-loop';
export { selectUser, signedIn, signedOut, useSession, type StoredSession } from './session/session-slice';
export { PREPAINT_STORAGE_KEY, SESSION_STORAGE_KEY } from './session/session-storage';
export {
  DEFAULT_FULL_NAME,
  REFRESH_THRESHOLD_SECONDS,
  mustChangePassword,
  needsRefresh,
  readClaims,
  sessionFromTokens,
  secondsToExpiry,
  type TokenClaims,
} from './session/token-claims';
export { store, type AppDispatch, type RootState } from './store';
export { useNotice, type Notice } from './notice/use-notice';
export { readAsDataUrl } from './files/read-as-data-url';
