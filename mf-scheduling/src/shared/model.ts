// What the screens read from the shifts api (api/src/modules/shifts, shift-exchange).
export interface ShiftType {
  shift_type_id: number;
  name: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  color: string;
  archived_at?: string | null;
}

export type ShiftStatus = 'draft' | 'published';

export interface RosterShift {
  assignment_id: number;
  shift_type_id: number;
  name: string;
  start_time: string;
  end_time: string;
  color: string;
  status: ShiftStatus;
}

export interface RosterDay {
  date: string;
  shift: RosterShift | null;
  leave: string | null;
  holiday: string | null;
}

export interface RosterPerson {
  employee_id: number;
  full_name: string;
  days: RosterDay[];
}

export interface ShiftPattern {
  pattern_id: number;
  name: string;
  weeks: number;
  days: Array<number | null>;
}

export interface ShiftAssignment {
  assignment_id: number;
  employee_id: number;
  employee_name?: string;
  shift_date: string;
  shift_type_id: number;
  name: string;
  start_time: string;
  end_time: string;
  color: string;
  status: ShiftStatus;
}

export interface OpenShift {
  open_shift_id: number;
  department_id: number;
  department_name?: string;
  shift_date: string;
  shift_type_id: number;
  name: string;
  start_time: string;
  end_time: string;
  color: string;
  note: string | null;
  status: 'open' | 'claimed' | 'filled' | 'cancelled';
  claimed_by: number | null;
  claimed_by_name?: string | null;
}

export interface SwapRequest {
  swap_id: number;
  requester_id: number;
  requester_name: string;
  requester_assignment_id: number;
  requester_shift_date: string;
  target_id: number;
  target_name: string;
  target_assignment_id: number | null;
  target_shift_date?: string | null;
  reason: string | null;
  status: 'pending peer' | 'pending manager' | 'approved' | 'declined' | 'rejected' | 'cancelled';
}
