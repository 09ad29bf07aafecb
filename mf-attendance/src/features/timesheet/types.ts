import type { Role } from 'shared-auth';

/** A row of GET /api/all_employees_list (spec section 3). */
export interface EmployeeSummary {
  employee_id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  role: Role;
}

/** Query of GET /api/timesheet; without an employee it is the viewer's own. */
export interface TimesheetRequest {
  start_date: string;
  end_date: string;
  employee_id?: number;
}
