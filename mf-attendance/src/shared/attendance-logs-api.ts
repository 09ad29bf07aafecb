import type { FetchArgs } from '@reduxjs/toolkit/query';
import { errorMessage } from 'shared-auth';
import { enhancedApi } from '../generated-api';
import type { AttendanceT } from './attendance-texts';
import { isUnexpectedFormat, readLogsBody } from './read-logs';

/** The logs both the Attendance Logs and the Attendance History screens read, in any of the shapes spec section 7 allows. */
export const attendanceLogsApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getAttendanceLogs: (endpoint) => {
      const query = endpoint.query!;
      endpoint.query = (arg) => ({
        ...(query(arg) as FetchArgs),
        responseHandler: readLogsBody,
        validateStatus: (response, body) => response.ok && Array.isArray(body),
      });
    },
  },
});

export const { useGetAttendanceLogsQuery } = attendanceLogsApi;

const unexpectedFormat = (error: unknown) =>
  typeof error === 'object' && error !== null && 'data' in error && isUnexpectedFormat(error.data);

/** The server's error; otherwise whether it answered something unexpected or could not be reached. */
export function logsErrorMessage(t: AttendanceT, error: unknown): string {
  if (unexpectedFormat(error)) return t('messages.logsUnexpectedFormat');
  return errorMessage(error, t('messages.logsUnexpectedResponse'), t('messages.logsFetchError'));
}
