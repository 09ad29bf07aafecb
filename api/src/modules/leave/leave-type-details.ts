import type { Executor } from '../../db/types';
import { listPolicies } from '../leave-policies';

/** What the leave form needs of each active type: its display name and whether it may start before today. */
export async function leaveTypeDetails(db: Executor) {
  return (await listPolicies(db, true)).map((policy) => ({
    leave_type: policy.leave_type,
    display_name: policy.display_name,
    backdating_allowed: policy.backdating_allowed,
    half_days_allowed: policy.half_days_allowed,
    counted: policy.annual_days !== null,
    unit: policy.unit,
  }));
}
