export const HEALTH_MESSAGES = {
  databaseUnavailable: 'Database unavailable.',
} as const;
