export const TEAM_CALENDAR_MESSAGES = {
  badMonth: 'month must be a month in YYYY-MM format.',
} as const;
