import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../plugins/visibility';
import { attendanceDate } from './attendance-rules';
import { asAutoClosed } from './auto-close-view';
import { loadAttendanceSettings } from '../settings';
import { rangeWithDefaults } from './date-range';
import { attendanceLogs } from './logs-repository';
import { DEFAULT_LOG_DAYS, MAX_LOG_ROWS } from './messages';

const wholeMinutes = (minutes: number | null) => (minutes === null ? null : Math.floor(minutes));

export interface LogsQuery {
  start_date?: string;
  end_date?: string;
  department_id?: number;
}

/**
 * The records the viewer may see (leavers' included), forgotten clock-outs closed as the sweep will close them;
 * a department filter means nothing to someone who sees only themselves.
 */
export async function listAttendanceLogs(app: FastifyInstance, viewer: Viewer, query: LogsQuery, now = new Date()) {
  const settings = await loadAttendanceSettings(app.db);
  const range = rangeWithDefaults(query, attendanceDate(now, settings), DEFAULT_LOG_DAYS);
  const { visibility } = viewer;
  const departmentId = visibility.scope === 'self' ? undefined : query.department_id;
  const rows = await attendanceLogs(app.db, { visibility, departmentId }, range, {
    limit: MAX_LOG_ROWS,
    settings,
    now,
  });
  return rows.map((stored) => {
    const { shift_ends_at: _, ...row } = asAutoClosed(stored, settings, now);
    return {
      ...row,
      check_in_time: row.check_in_time.toISOString(),
      check_out_time: row.check_out_time?.toISOString() ?? null,
      worked_minutes: wholeMinutes(row.worked_minutes),
      break_minutes: wholeMinutes(row.break_minutes) ?? 0,
    };
  });
}
