import type { ApiResponse } from 'api-contract';

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

export type OpenShift = ApiResponse<'/api/open_shifts', 'get'>[number];
export type SwapRequest = ApiResponse<'/api/shift_swap_requests', 'get'>[number];
