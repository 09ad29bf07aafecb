import type { AttendanceLogsQuery } from 'api-contract';

export type { AttendanceLog } from 'api-contract';

/** Query of GET /api/attendance_logs; a manager or an admin may add a department. */
export type LogFilters = AttendanceLogsQuery;

export type DateRange = Pick<LogFilters, 'start_date' | 'end_date'>;
