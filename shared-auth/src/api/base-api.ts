import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../config';
import { currentLanguage } from '../language/language-store';
import { selectUser, type SessionState } from '../session/session-slice';
import { needsRefresh } from '../session/token-claims';
import { refreshSession } from './refresh-session';

/** Every cache tag of the one api, declared here so remotes only inject endpoints. */
const TAG_TYPES = [
  'Session',
  'Branding',
  'Settings',
  'Departments',
  'Employees',
  'Attendance',
  'AttendanceStatus',
  'AttendanceCorrections',
  'Leave',
  'Dashboard',
  'Reports',
  'CalendarFeeds',
  'FaceFallbacks',
  'Overtime',
  'Kiosks',
  'Shifts',
  'ApiTokens',
  'Webhooks',
  'PayPeriods',
  'PayrollMapping',
  'NotificationPreferences',
  'Preferences',
] as const;

export interface AppExtraOptions {
  /** Login and the password-reset calls: no bearer token and no refresh (docs/product-spec.md section 6). */
  anonymous?: boolean;
}

// The response travels as meta, so an endpoint can read a header (Retry-After, Content-Disposition).
type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, AppExtraOptions, FetchBaseQueryMeta>;

const currentToken = (getState: () => unknown) => selectUser(getState() as { session: SessionState })?.token;

const sendWith =
  (token: string | undefined): AppBaseQuery =>
  (args, api, extraOptions) =>
    fetchBaseQuery({
      baseUrl: apiBaseUrl(),
      prepareHeaders: (headers) => {
        if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
        // The api words its error texts in the page's language, not in whatever the browser would send.
        headers.set('Accept-Language', currentLanguage());
        return headers;
      },
    })(args, api, extraOptions);

/** Adds the bearer token; refreshes once (shared by concurrent calls) on a 401 or a token about to expire, then retries. */
const baseQueryWithRefresh: AppBaseQuery = async (args, api, extraOptions = {}) => {
  if (extraOptions.anonymous) return sendWith(undefined)(args, api, extraOptions);

  const stored = currentToken(api.getState);
  if (stored && needsRefresh(stored)) await refreshSession(api);

  const token = currentToken(api.getState);
  const result = await sendWith(token)(args, api, extraOptions);
  if (result.error?.status !== 401 || !token) return result;

  // A call answered after another one already refreshed retries with the new token instead of refreshing again.
  const refreshed = currentToken(api.getState) !== token || (await refreshSession(api));
  const retryToken = currentToken(api.getState);
  return refreshed && retryToken ? sendWith(retryToken)(args, api, extraOptions) : result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
