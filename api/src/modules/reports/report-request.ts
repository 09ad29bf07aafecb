import type { Executor } from '../../db/types';
import type { DayRange, StaffScope } from './attendance-definitions';
import type { Grouping } from './group-figures';
import type { Visibility } from '../../plugins/visibility';
import { firstAttendanceDate, visibleDepartments, visibleEmployees } from './report-options-repository';
import { companyToday, type WorkCalendar } from './work-calendar';
import { reportError, MAX_REPORT_DAYS } from './messages';

/** The query of reports_dashboard and download_report. */
export interface ReportQuery {
  department_id?: number;
  employee_id?: number;
  start_date?: string;
  end_date?: string;
}

export type ReportRequest = Awaited<ReturnType<typeof resolveReport>>;

const daysBetween = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / 86_400_000;

// Days that have not happened yet count nobody absent: the range stops today.
async function dayRange(db: Executor, query: ReportQuery, today: string): Promise<DayRange> {
  const { start_date: start, end_date: end } = query;
  if (start && end && end < start) throw reportError(400, 'report.end_before_start');
  const first = start ?? (await firstAttendanceDate(db)) ?? today;
  const last = end && end < today ? end : today;
  if (daysBetween(first, last) >= MAX_REPORT_DAYS) throw reportError(400, 'report.range_too_long');
  // A range that starts in the future has no day at all.
  return { first, last };
}

// A manager must not learn which other departments or people exist: anything outside the team is a 403.
function refuse(visibility: Visibility, notFound: 'report.department_not_found' | 'report.employee_not_found'): never {
  throw visibility.scope === 'all' ? reportError(404, notFound) : reportError(403, 'report.outside_team');
}

/** Checks the filters against what the viewer may see and turns them into a scope and a range. */
export async function resolveReport(db: Executor, visibility: Visibility, query: ReportQuery, calendar: WorkCalendar) {
  const [departments, employees] = await Promise.all([
    visibleDepartments(db, visibility),
    visibleEmployees(db, visibility),
  ]);
  const { department_id: departmentId, employee_id: employeeId } = query;
  if (departmentId !== undefined && !departments.some((d) => d.department_id === departmentId)) {
    refuse(visibility, 'report.department_not_found');
  }
  const employee = employees.find((e) => e.employee_id === employeeId);
  if (employeeId !== undefined && !employee) refuse(visibility, 'report.employee_not_found');
  const scope: StaffScope = { visibility, departmentId, employeeId };
  const grouping: Grouping = departmentId === undefined ? 'department' : 'employee';
  // The departments a report covers: the chosen one, the chosen employee's, or all the viewer sees.
  const covered = departments.filter(
    (d) =>
      (departmentId === undefined || d.department_id === departmentId) &&
      (!employee || employee.department_ids.includes(d.department_id)),
  );
  const range = await dayRange(db, query, companyToday(calendar));
  return { scope, range, grouping, departments, employees, covered };
}
