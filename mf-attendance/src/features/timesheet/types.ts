export type { EmployeeSummary } from 'shared-auth';

/** Query of GET /api/timesheet; without an employee it is the viewer's own. */
export interface TimesheetRequest {
  start_date: string;
  end_date: string;
  employee_id?: number;
}
