import type { FetchArgs } from '@reduxjs/toolkit/query';
import { errorMessage } from 'shared-auth';
import { enhancedApi } from '../generated-api';
import { ATTENDANCE_MESSAGES as M } from './messages';
import { readLogsBody } from './read-logs';

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

/** The server's error; otherwise whether it answered something unexpected or could not be reached. */
export const logsErrorMessage = (error: unknown) => errorMessage(error, M.logsUnexpectedResponse, M.logsFetchError);
