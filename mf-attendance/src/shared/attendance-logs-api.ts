import { baseApi, errorMessage } from 'shared-auth';
import { ATTENDANCE_MESSAGES as M } from './messages';
import { readLogs } from './read-logs';
import type { AttendanceLog, LogFilters } from './types';

/** The logs both the Attendance Logs and the Attendance History screens read. */
export const attendanceLogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    attendanceLogs: build.query<AttendanceLog[], LogFilters>({
      async queryFn(filters, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: 'attendance_logs', params: filters });
        return result.error ? { error: result.error } : readLogs(result.data);
      },
      providesTags: ['Attendance'],
    }),
  }),
});

export const { useAttendanceLogsQuery } = attendanceLogsApi;

/** The server's error; otherwise whether it answered something unexpected or could not be reached. */
export const logsErrorMessage = (error: unknown) => errorMessage(error, M.logsUnexpectedResponse, M.logsFetchError);
