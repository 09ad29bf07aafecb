import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from '../config';
import { selectUser, type SessionState } from '../session/session-slice';
import { secondsToExpiry } from '../session/token-claims';
import { REFRESH_THRESHOLD_SECONDS } from '../constants';
import { refreshSession } from './refresh-session';
import { TAG_TYPES } from './tag-types';

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

const currentToken = (getState: () => unknown) =>
  selectUser(getState() as { session: SessionState })?.token;

const rawBaseQuery: AppBaseQuery = (args, api, extraOptions) =>
  fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    prepareHeaders: (headers, { getState }) => {
      const token = currentToken(getState);
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  })(args, api, extraOptions);

/** Adds the bearer token; refreshes once (shared by concurrent calls) on a 401 or a token about to expire, then retries. */
const baseQueryWithRefresh: AppBaseQuery = async (args, api, extraOptions) => {
  const token = currentToken(api.getState);
  const remaining = token ? secondsToExpiry(token) : null;
  if (remaining !== null && remaining < REFRESH_THRESHOLD_SECONDS) await refreshSession(api);

  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !currentToken(api.getState)) return result;
  return (await refreshSession(api)) ? rawBaseQuery(args, api, extraOptions) : result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
