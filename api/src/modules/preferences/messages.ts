export const PREFERENCES_MESSAGES = {
  saved: 'Preferences saved.',
} as const;
