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
export { authorizedFetch } from './api/authorized-fetch';
export { downloadFile, fileNameOf } from './api/download-file';
export { errorMessage } from './api/error-message';
export { refreshSession } from './api/refresh-session';
export { apiBaseUrl, apiUrl } from './config';
export { DEFAULT_FULL_NAME, REFRESH_CHECK_INTERVAL_MS, REFRESH_THRESHOLD_SECONDS } from './constants';
export { formatLongDate, formatTime } from './format/dates';
export { browserTimeZone, companyTimeZone, isTimeZone, setCompanyTimeZone } from './time-zone/company-time-zone';
export { companyToday } from './time-zone/company-today';
export { useCompanyTimeZone } from './time-zone/use-company-time-zone';
export { shortAddress } from './format/address';
export { leaveTypeName, type LeaveTypeDisplayName } from './format/leave-type-name';
export { logoUrl } from './format/logo-url';
export {
  DISCREPANCY_COLORS,
  LEAVE_STATUS_COLORS,
  discrepancyColor,
  leaveStatusColor,
  isPendingStatus,
} from './format/status-colors';
export { signIn, signOut } from './session/session-actions';
export { startSessionRefreshLoop } from './session/session-refresh-loop';
export { selectUser, signedIn, signedOut } from './session/session-slice';
export { SESSION_STORAGE_KEY } from './session/session-storage';
export {
  mustChangePassword,
  needsRefresh,
  readClaims,
  sessionFromTokens,
  secondsToExpiry,
} from './session/token-claims';
export type { StoredSession, TokenClaims } from './session/types';
export { useSession } from './session/use-session';
export { store, type AppDispatch, type RootState } from './store';
export { useNotice, type Notice } from './notice/use-notice';
export { readAsDataUrl } from './files/read-as-data-url';
