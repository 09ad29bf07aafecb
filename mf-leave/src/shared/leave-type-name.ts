import type { LeaveTypeDetail } from './types';

const capitalised = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The type's display name from the api, else the raw name capitalised ('vacation' -> 'Vacation'). */
export function leaveTypeName(type: string, details: readonly LeaveTypeDetail[] | undefined): string {
  return details?.find((detail) => detail.leave_type === type)?.display_name || capitalised(type);
}
