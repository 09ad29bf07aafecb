import type { Executor } from '../../db/types';
import { backdatingTypes } from './leave-backdating';
import { leaveTypeNames } from './leave-repository';
import { leaveTypeDisplayName } from './messages';

/** What the leave form needs: each type's display name and whether it may start before today. */
export async function leaveTypeDetails(db: Executor) {
  const [names, backdating] = await Promise.all([leaveTypeNames(db), backdatingTypes(db)]);
  return names.map((name) => ({
    leave_type: name,
    display_name: leaveTypeDisplayName(name),
    backdating_allowed: backdating.has(name.toLowerCase()),
  }));
}
