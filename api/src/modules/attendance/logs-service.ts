import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/context';
import type { StaffScope } from '../reports/attendance-definitions';
import { attendanceDate } from './attendance-rules';
import { loadAttendanceSettings } from './attendance-settings';
import { rangeWithDefaults } from './date-range';
import { attendanceLogs } from './logs-repository';
import { DEFAULT_LOG_DAYS, MAX_LOG_ROWS } from './messages';

export interface LogsQuery {
  start_date?: string;
  end_date?: string;
  department_id?: number;
}

// An employee sees only their own records (a department filter means nothing there); a manager their team
// (themselves and direct reports); an admin everyone, leavers included.
function scopeOf(viewer: AuthUser, departmentId: number | undefined): StaffScope {
  if (viewer.role === 'employee') return { employeeId: viewer.id };
  return viewer.role === 'manager' ? { managerId: viewer.id, departmentId } : { departmentId };
}

export async function listAttendanceLogs(app: FastifyInstance, viewer: AuthUser, query: LogsQuery, now = new Date()) {
  const settings = await loadAttendanceSettings(app.db);
  const range = rangeWithDefaults(query, attendanceDate(now, settings), DEFAULT_LOG_DAYS);
  const rows = await attendanceLogs(app.db, scopeOf(viewer, query.department_id), range, MAX_LOG_ROWS);
  return rows.map((row) => ({
    ...row,
    check_in_time: row.check_in_time.toISOString(),
    check_out_time: row.check_out_time?.toISOString() ?? null,
  }));
}
