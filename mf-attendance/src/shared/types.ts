/** One row of GET /api/attendance_logs (spec section 3). */
export interface AttendanceLog {
  record_id: number;
  attendance_date: string;
  check_in_time: string | null;
  check_out_time: string | null;
  employee_id: number;
  employee_name: string;
  department_names: string | string[] | null;
  /** The address text, or `POINT(lng lat)` when none was resolved. */
  location: string | null;
  clock_in_type: string | null;
  /** PostgreSQL numerics may arrive as text. */
  spoof_score: number | string | null;
  discrepancy: string | null;
  auto_closed?: boolean;
}

/** Query of GET /api/attendance_logs; a manager or an admin may add a department. */
export interface LogFilters {
  start_date?: string;
  end_date?: string;
  department_id?: number;
}

export type DateRange = Pick<LogFilters, 'start_date' | 'end_date'>;
