import type { SharedVersionSkew } from './shared-version-skew';

export const REMOTE_MESSAGES = {
  loadFailed: 'This part of the application could not be loaded.',
  loadFailedHint: 'Check your connection and try again. The rest of the application keeps working.',
  retry: 'Retry',
  versionSkew: 'This part of the application needs a newer version of the application.',
  versionSkewHint: ({ remote, packageName, required, provided }: SharedVersionSkew) =>
    `${remote} needs ${packageName} ${required}, but this page has ${packageName} ${provided}. ` +
    'It loads once the application is updated; the rest of the application keeps working.',
  reload: 'Reload',
} as const;
