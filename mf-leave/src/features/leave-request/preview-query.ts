import type { LeaveRequestInput } from 'api-contract';
import type { GetLeaveRequestPreviewApiArg } from '../../generated-api';

/** The preview to ask for once type and both dates are chosen in order; halves only when ticked. */
export function previewQuery(values: Partial<LeaveRequestInput> | undefined): GetLeaveRequestPreviewApiArg | null {
  const { leave_type, start_date, end_date, start_half, end_half } = values ?? {};
  if (!leave_type || !start_date || !end_date || end_date < start_date) return null;
  return {
    leaveType: leave_type,
    startDate: start_date,
    endDate: end_date,
    ...(start_half ? { startHalf: start_half } : {}),
    ...(end_half ? { endHalf: end_half } : {}),
  };
}
