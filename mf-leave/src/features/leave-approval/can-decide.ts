import type { LeaveRequest } from 'api-contract';
import type { Role } from 'shared-auth';

// Spec section 4; the api enforces the same rule, this only decides which rows get the buttons.
const DECIDABLE_STATUSES: Record<Role, readonly string[]> = {
  employee: [],
  manager: ['pending manager'],
  admin: ['pending manager', 'pending admin'],
};

/**
 * Whether the viewer may approve or reject the request. Nobody decides their own; a manager's list
 * holds only their own and their direct reports' requests, so every other row there is a report's.
 */
export function canDecide(viewer: { role: Role; employee_id: string }, request: LeaveRequest): boolean {
  if (String(request.employee_id) === viewer.employee_id) return false;
  return DECIDABLE_STATUSES[viewer.role].includes(request.status.trim().toLowerCase());
}
