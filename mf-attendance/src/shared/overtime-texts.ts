// How overtime is named wherever it is shown: its kind, its rate class and its compensation.
export const OVERTIME_LABELS = {
  kinds: { day: 'Day', week: 'Week of' },
  rates: { weekday: 'Weekday', weekend: 'Weekend', holiday: 'Holiday', night: 'Night' },
  compensations: { pay: 'Pay', time_in_lieu: 'Time in lieu' },
} as const;
