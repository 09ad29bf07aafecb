/** Body of POST /api/leave_request. */
export interface LeaveRequestInput {
  start_date: string;
  end_date: string;
  leave_type: string;
  reason?: string;
}

/** GET /api/manager_email: null, with the api's explanation, when the user has no manager. */
export interface ManagerEmail {
  manager_email: string | null;
  message?: string;
}
