/** One row of GET /api/leave_requests (spec section 3). */
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

/** Optional filter of GET /api/leave_requests: requests sharing at least one day with it. */
export interface DateRange {
  start_date?: string;
  end_date?: string;
}

/** A success body of the api; its `message` is shown when present. */
export interface MessageResponse {
  message?: string;
}

export interface Notice {
  type: 'success' | 'error';
  text: string;
}
