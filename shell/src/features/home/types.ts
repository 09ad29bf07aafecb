/** Spec section 3. */
export interface DailyStat {
  label: string;
  value: number;
  color: string;
  icon: 'onTime' | 'late' | 'early' | 'other';
}

export interface EmployeeTimeRow {
  id: number;
  name: string;
  role: string;
  department: string;
  /** An address, or a point `POINT(lng lat)`. */
  location: string | null;
  workHours: number;
  clockInType: string;
  discrepancy: string;
}

export interface DashboardStats {
  dailyStats: DailyStat[];
  employees: EmployeeTimeRow[];
}

export interface Birthday {
  employee_id: number;
  name: string;
  date_of_birth: string;
  next_birthday: string;
}

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

export interface Coordinates {
  lat: number;
  lon: number;
}
