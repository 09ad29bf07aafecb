export const REMOTE_MESSAGES = {
  loadFailed: 'This part of the application could not be loaded.',
  loadFailedHint: 'Check your connection and try again. The rest of the application keeps working.',
  retry: 'Retry',
} as const;
