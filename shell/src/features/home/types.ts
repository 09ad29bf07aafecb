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
  /** MM-DD */
  birthday: string;
  next_birthday: string;
}

export type { LeaveRequest } from 'shared-auth';

export interface Coordinates {
  lat: number;
  lon: number;
}
