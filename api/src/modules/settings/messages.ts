export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully!',
  logoUploaded: 'Logo uploaded successfully!',
  unknownKey: (key: string) => `Unknown setting "${key}".`,
  duplicateKey: (key: string) => `Setting "${key}" appears more than once.`,
  logoPathReadOnly: 'SYSTEM_LOGO_PATH is set by uploading a logo.',
  workHoursOrder: 'WORK_END_TIME must be later than WORK_START_TIME.',
  logoMissing: 'Please choose a logo file (field "logo").',
  logoType: 'The logo must be a PNG, JPEG, GIF or WebP image.',
  logoTooLarge: 'The logo must be 2 MB or smaller.',
} as const;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
