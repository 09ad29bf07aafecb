import type { LeaveRequestInput, LeaveRequestPreviewQuery } from './types';

/** The preview to ask for once type and both dates are chosen in order; halves only when ticked. */
export function previewQuery(values: Partial<LeaveRequestInput> | undefined): LeaveRequestPreviewQuery | null {
  const { leave_type, start_date, end_date, start_half, end_half } = values ?? {};
  if (!leave_type || !start_date || !end_date || end_date < start_date) return null;
  return {
    leave_type,
    start_date,
    end_date,
    ...(start_half ? { start_half } : {}),
    ...(end_half ? { end_half } : {}),
  };
}
