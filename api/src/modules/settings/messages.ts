import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully!',
  logoUploaded: 'Logo uploaded successfully!',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const SETTINGS_ERRORS = {
  'settings.unknown_key': ({ key }: { key: string }) => `Unknown setting "${key}".`,
  'settings.duplicate_key': ({ key }: { key: string }) => `Setting "${key}" appears more than once.`,
  'settings.logo_path_read_only': 'SYSTEM_LOGO_PATH is set by uploading a logo.',
  'settings.work_hours_order': 'WORK_END_TIME must be later than WORK_START_TIME.',
  'settings.not_whole_number': ({ key, min, max }: { key: string; min: number; max: number }) =>
    `${key} must be a whole number between ${min} and ${max}.`,
  'settings.not_fraction': ({ key }: { key: string }) => `${key} must be a number between 0 and 1.`,
  'settings.not_time': ({ key }: { key: string }) => `${key} must be a time in HH:MM format.`,
  'settings.not_boolean': ({ key }: { key: string }) => `${key} must be true or false.`,
  'settings.not_one_of': ({ key, values }: { key: string; values: string }) => `${key} must be one of: ${values}.`,
  'settings.company_name_length': 'COMPANY_NAME must be 1 to 100 characters.',
  'settings.invalid_time_zone': 'TIME_ZONE must be a valid IANA time zone, e.g. Europe/London.',
  'settings.invalid_work_days': ({ days }: { days: string }) => `WORK_DAYS must be a comma-separated list of ${days}.`,
  'settings.logo_missing': 'Please choose a logo file (field "logo").',
  'settings.logo_type': 'The logo must be a PNG, JPEG, GIF or WebP image.',
  'settings.logo_too_large': 'The logo must be 2 MB or smaller.',
} as const satisfies ErrorTexts;

export const settingsError = errorFactory(SETTINGS_ERRORS);

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
