import { instrumentsOf } from '../../db/db-instruments';
import { defineReadCache } from '../../db/read-caches';
import type { Executor } from '../../db/types';
import { DEFAULT_FACE_MATCH_THRESHOLD } from '../../face';
import type { AppError } from '../../lib/app-error';
import { isLanguage, LANGUAGES } from '../../lib/languages';
import { settingsError } from './messages';
import { listSettings } from './settings-repository';

/** A setting's check: the 400 to answer, or null when the value is valid. */
type Rule = (value: string) => AppError | null;

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function integer(key: string, min: number, max: number): Rule {
  return (value) =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max
      ? null
      : settingsError(400, 'settings.not_whole_number', { key, min, max });
}

function fraction(key: string): Rule {
  return (value) =>
    /^(0(\.\d+)?|1(\.0+)?)$/.test(value) ? null : settingsError(400, 'settings.not_fraction', { key });
}

function time(key: string): Rule {
  return (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : settingsError(400, 'settings.not_time', { key }));
}

function boolean(key: string): Rule {
  return (value) =>
    value === 'true' || value === 'false' ? null : settingsError(400, 'settings.not_boolean', { key });
}

function oneOf(key: string, values: readonly string[]): Rule {
  return (value) =>
    values.includes(value) ? null : settingsError(400, 'settings.not_one_of', { key, values: values.join(', ') });
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/**
 * Every business setting, in one place: the value a missing row means and the check a new value must pass.
 * Migrations 005, 006, 015, 026, 027 and 028 inserted the same defaults (settings.test.ts holds them together).
 */
const CATALOG = {
  COMPANY_NAME: {
    default: 'Acme Corporation',
    check: (v: string) =>
      v.trim().length > 0 && v.length <= 100 ? null : settingsError(400, 'settings.company_name_length'),
  },
  TIME_ZONE: {
    default: 'Europe/London',
    check: (v: string) => (isTimeZone(v) ? null : settingsError(400, 'settings.invalid_time_zone')),
  },
  WORK_START_TIME: { default: '09:00', check: time('WORK_START_TIME') },
  WORK_END_TIME: { default: '17:00', check: time('WORK_END_TIME') },
  GRACE_MINUTES: { default: '10', check: integer('GRACE_MINUTES', 0, 240) },
  WORK_DAYS: {
    default: 'Mon,Tue,Wed,Thu,Fri',
    check: (v: string) => {
      const days = v.split(',').map((d) => d.trim());
      const valid = days.length > 0 && days.every((d) => DAYS.includes(d)) && new Set(days).size === days.length;
      return valid ? null : settingsError(400, 'settings.invalid_work_days', { days: DAYS.join(', ') });
    },
  },
  GEOFENCE_RADIUS_METERS: { default: '200', check: integer('GEOFENCE_RADIUS_METERS', 10, 100_000) },
  FACE_MATCH_THRESHOLD: { default: String(DEFAULT_FACE_MATCH_THRESHOLD), check: fraction('FACE_MATCH_THRESHOLD') },
  BLOCK_ON_SPOOF: { default: 'false', check: boolean('BLOCK_ON_SPOOF') },
  ANTISPOOF_MIN_SCORE: { default: '0.5', check: fraction('ANTISPOOF_MIN_SCORE') },
  AUTO_CLOCK_OUT_AFTER_MINUTES: { default: '120', check: integer('AUTO_CLOCK_OUT_AFTER_MINUTES', 0, 1440) },
  VERIFY_ATTEMPTS_PER_MINUTE: { default: '10', check: integer('VERIFY_ATTEMPTS_PER_MINUTE', 1, 120) },
  // How many days back an attendance correction may be requested (migration 026).
  CORRECTION_WINDOW_DAYS: { default: '30', check: integer('CORRECTION_WINDOW_DAYS', 1, 366) },
  // After 3 failed face checks in 10 minutes, a clock action with a photo for review (migration 028).
  FACE_FALLBACK_ENABLED: { default: 'true', check: boolean('FACE_FALLBACK_ENABLED') },
  // A kiosk identifies 1:N: the best match must reach the threshold and lead the next person by the margin, else
  // it asks for a PIN (migration 027). bench/kiosk-identify, 5,000 synthetic people: strangers' two best were
  // 0.006-0.012 apart (up to 0.617), the enrolled person led by 0.076-0.201 (0.595-0.695): mid-gap margin.
  KIOSK_MATCH_THRESHOLD: { default: '0.55', check: fraction('KIOSK_MATCH_THRESHOLD') },
  KIOSK_MATCH_MARGIN: { default: '0.04', check: fraction('KIOSK_MATCH_MARGIN') },
  KIOSK_PIN_FALLBACK: { default: 'true', check: boolean('KIOSK_PIN_FALLBACK') },
  // Shifts (migration 031): the least rest between two shifts of a person, and how early before a shift's start a
  // clock-in is still taken.
  MIN_REST_HOURS: { default: '11', check: integer('MIN_REST_HOURS', 0, 24) },
  EARLY_CLOCK_IN_MINUTES: { default: '120', check: integer('EARLY_CLOCK_IN_MINUTES', 0, 720) },
  // Where nobody punched a break, a day longer than AUTO_BREAK_AFTER_HOURS loses its published shift's break, else
  // AUTO_BREAK_MINUTES (migration 034's worked_minutes).
  AUTO_BREAK_MINUTES: { default: '30', check: integer('AUTO_BREAK_MINUTES', 0, 240) },
  AUTO_BREAK_AFTER_HOURS: { default: '6', check: integer('AUTO_BREAK_AFTER_HOURS', 1, 24) },
  // The working-time rules the violations are measured against (modules/working-time/rule-sets.ts): off, eu, de.
  // Worked minutes beyond the day or the week become overtime only past this tolerance (migration 042).
  OVERTIME_TOLERANCE_MINUTES: { default: '15', check: integer('OVERTIME_TOLERANCE_MINUTES', 0, 240) },
  // Approved overtime is paid, credited as time in lieu, or either as the approver records the employee's choice;
  // a credit lapses this many days after the day worked (migration 044).
  OVERTIME_COMPENSATION: {
    default: 'pay',
    check: oneOf('OVERTIME_COMPENSATION', ['pay', 'time_in_lieu', 'employee_choice']),
  },
  TIME_IN_LIEU_EXPIRY_DAYS: { default: '90', check: integer('TIME_IN_LIEU_EXPIRY_DAYS', 1, 730) },
  WORKING_TIME_RULES: { default: 'eu', check: oneOf('WORKING_TIME_RULES', ['off', 'eu', 'de']) },
  // A leave request waiting this long at one stage reminds its approver, then escalates one level up (migration 036);
  // 0: never.
  APPROVAL_REMINDER_HOURS: { default: '24', check: integer('APPROVAL_REMINDER_HOURS', 0, 720) },
  APPROVAL_ESCALATION_HOURS: { default: '72', check: integer('APPROVAL_ESCALATION_HOURS', 0, 720) },
  // 'false': a person who signed in through the identity provider (OIDC) once can no longer use a password
  // (migration 050).
  PASSWORD_SIGN_IN_FOR_SSO_USERS: { default: 'true', check: boolean('PASSWORD_SIGN_IN_FOR_SSO_USERS') },
  // The language of whoever chose none (GET /api/me/preferences, migration 054); empty: their browser's.
  DEFAULT_LANGUAGE: {
    default: '',
    check: (v: string) =>
      v === '' || isLanguage(v)
        ? null
        : settingsError(400, 'settings.not_one_of', {
            key: 'DEFAULT_LANGUAGE',
            values: `${LANGUAGES.join(', ')}, or empty for the browser's language`,
          }),
  },
  // Set by the logo upload only (settings-service.ts refuses a change through PUT /api/settings).
  SYSTEM_LOGO_PATH: { default: '', check: () => null },
} satisfies Record<string, { default: string; check: Rule }>;

export type SettingKey = keyof typeof CATALOG;
export type SettingValues = Record<SettingKey, string>;

export const LOGO_PATH_KEY: SettingKey = 'SYSTEM_LOGO_PATH';

/** The settings there are: a Map, so a key such as `__proto__` or `valueOf` finds nothing. */
export const SETTING_RULES: ReadonlyMap<string, Rule> = new Map(
  Object.entries(CATALOG).map(([key, setting]) => [key, setting.check]),
);

export const SETTING_DEFAULTS = Object.fromEntries(
  Object.entries(CATALOG).map(([key, setting]) => [key, setting.default]),
) as SettingValues;

function readValues(stored: Map<string, string>): SettingValues {
  const valueOf = (key: SettingKey) => {
    const value = stored.get(key);
    return value !== undefined && CATALOG[key].check(value) === null ? value : SETTING_DEFAULTS[key];
  };
  // Frozen: one cached object is handed to every caller.
  return Object.freeze(
    Object.fromEntries((Object.keys(CATALOG) as SettingKey[]).map((key) => [key, valueOf(key)])),
  ) as SettingValues;
}

const SETTINGS_CACHE = defineReadCache<'all', SettingValues>(['settings']);

/**
 * Every setting's stored value, or its default when the row is missing or fails the check (edited by hand).
 * Served from the database's read cache (db/read-caches.ts: emptied by any settings write, on every instance);
 * a transaction reads its own view.
 */
export async function settingValues(db: Executor): Promise<SettingValues> {
  const load = async () => readValues(new Map((await listSettings(db)).map((s) => [s.setting_key, s.setting_value])));
  const cache = instrumentsOf(db)?.caches.of(SETTINGS_CACHE);
  return cache ? (await cache.get('all', load))! : load();
}
