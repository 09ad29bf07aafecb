import { formatLongDate } from 'shared-auth';
import type { AttendanceT } from './attendance-texts';

/** When the overtime was worked: its day, or the week (of its Monday) beyond weekly_hours. */
export function overtimeDate(t: AttendanceT, overtime: { kind: 'day' | 'week'; period_date: string }): string {
  const date = formatLongDate(overtime.period_date);
  return overtime.kind === 'week' ? t('overtimeLabels.weekOf', { date }) : date;
}

/** How overtime may be compensated, in the order the choices are offered. */
export const COMPENSATIONS = ['pay', 'time_in_lieu'] as const;
export type Compensation = (typeof COMPENSATIONS)[number];
