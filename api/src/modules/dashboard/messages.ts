/** The Today's Stats cards: label, value, color, icon (shell/src/features/home/daily-stats-cards.tsx draws them). */
export const DAILY_STAT_CARDS = [
  { key: 'on_time', label: 'Present On Time', color: '#52c41a', icon: 'onTime' },
  { key: 'late', label: 'Late Arrivals', color: '#ff4d4f', icon: 'late' },
  { key: 'early', label: 'Arrived Early', color: '#1677ff', icon: 'early' },
  { key: 'absent', label: 'Absent', color: '#fa8c16', icon: 'other' },
  // Before WORK_START_TIME + GRACE_MINUTES nobody is absent yet (reports/work-calendar.ts).
  { key: 'not_yet_in', label: 'Not Yet In', color: '#8c8c8c', icon: 'other' },
  { key: 'on_leave', label: 'On Leave', color: '#722ed1', icon: 'other' },
] as const;

/** A time row without a discrepancy shows N/A. */
export const NOT_AVAILABLE = 'N/A';

export const BIRTHDAY_WINDOW_DAYS = 30;
