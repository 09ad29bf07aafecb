import type { Role } from '../access/roles';

// Entities of spec section 3 that more than one app reads.

/** One row of GET /api/leave_requests. */
export interface LeaveRequest {
  request_id: number;
  employee_id: number;
  employee_name: string;
  start_date: string;
  end_date: string;
  leave_type: string;
  reason: string | null;
  status: string;
  created_at: string;
  manager_approval_comment: string | null;
  admin_approval_comment: string | null;
}

/** One row of GET /api/employees_list and GET /api/all_employees_list. */
export interface EmployeeSummary {
  employee_id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  role: Role;
}
