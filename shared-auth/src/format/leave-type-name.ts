/** A leave type as GET /api/leave_type_details names it. */
export interface LeaveTypeDisplayName {
  leave_type: string;
  display_name: string;
}

const capitalised = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The type's display name from the api, else the raw name capitalised ('vacation' -> 'Vacation'). */
export function leaveTypeName(type: string, details: readonly LeaveTypeDisplayName[] | undefined): string {
  return details?.find((detail) => detail.leave_type === type)?.display_name || capitalised(type);
}
