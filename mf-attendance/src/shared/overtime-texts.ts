import { formatLongDate } from 'shared-auth';

// How overtime is named wherever it is shown: its rate class and its compensation.
export const OVERTIME_LABELS = {
  rates: { weekday: 'Weekday', weekend: 'Weekend', holiday: 'Holiday', night: 'Night' },
  compensations: { pay: 'Pay', time_in_lieu: 'Time in lieu' },
} as const;

/** When the overtime was worked: its day, or the week (of its Monday) beyond weekly_hours. */
export function overtimeDate(overtime: { kind: 'day' | 'week'; period_date: string }): string {
  const date = formatLongDate(overtime.period_date);
  return overtime.kind === 'week' ? `Week of ${date}` : date;
}
