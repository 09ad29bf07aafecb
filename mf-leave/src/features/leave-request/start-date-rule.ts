import type { FormRule } from 'antd';
import type { LeaveTypeDetail } from 'api-contract';
import { LEAVE_TEXTS } from '../../shared/messages';

/** Whether requests of `type` may start before today (sick leave, typically). */
export function allowsBackdating(type: string | undefined, details: readonly LeaveTypeDetail[] | undefined): boolean {
  return !!details?.find((detail) => detail.leave_type === type)?.backdating_allowed;
}

/** The earliest start the date picker offers: today, or none for a type that allows back-dating. */
export function earliestStart(today: string, backdating: boolean): string | undefined {
  return backdating ? undefined : today;
}

// The api refuses it too (and its text is shown); checking here saves a round trip.
export const startNotBeforeToday =
  (today: string, details: readonly LeaveTypeDetail[] | undefined): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, start?: string) =>
      !start || start >= today || allowsBackdating(getFieldValue('leave_type'), details)
        ? Promise.resolve()
        : Promise.reject(new Error(LEAVE_TEXTS.startInPast)),
  });
