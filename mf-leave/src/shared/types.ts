export type { LeaveRequest } from 'shared-auth';

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

/** One row of GET /api/leave_type_details. */
export interface LeaveTypeDetail {
  leave_type: string;
  display_name: string;
  /** Whether a request may start before the company's today. */
  backdating_allowed: boolean;
}
