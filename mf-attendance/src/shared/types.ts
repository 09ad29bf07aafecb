import type { GetAttendanceLogsApiArg } from '../generated-api';

export type { AttendanceLog } from 'api-contract';

/** Query of GET /api/attendance_logs; a manager or an admin may add a department. */
export type LogFilters = GetAttendanceLogsApiArg;

export type DateRange = Pick<LogFilters, 'startDate' | 'endDate'>;
