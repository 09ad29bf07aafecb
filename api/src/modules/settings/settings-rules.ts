/** Validation of each known setting; a rule returns an error message or null. */
type Rule = (value: string) => string | null;

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function integer(key: string, min: number, max: number): Rule {
  return (value) =>
    /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max
      ? null
      : `${key} must be a whole number between ${min} and ${max}.`;
}

function fraction(key: string): Rule {
  return (value) => (/^(0(\.\d+)?|1(\.0+)?)$/.test(value) ? null : `${key} must be a number between 0 and 1.`);
}

function time(key: string): Rule {
  return (value) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : `${key} must be a time in HH:MM format.`);
}

function boolean(key: string): Rule {
  return (value) => (value === 'true' || value === 'false' ? null : `${key} must be true or false.`);
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** The settings there are: a Map, so a key such as `__proto__` or `valueOf` finds nothing. */
export const SETTING_RULES: ReadonlyMap<string, Rule> = new Map(
  Object.entries({
    COMPANY_NAME: (v) => (v.trim().length > 0 && v.length <= 100 ? null : 'COMPANY_NAME must be 1 to 100 characters.'),
    TIME_ZONE: (v) => (isTimeZone(v) ? null : 'TIME_ZONE must be a valid IANA time zone, e.g. Europe/London.'),
    WORK_START_TIME: time('WORK_START_TIME'),
    WORK_END_TIME: time('WORK_END_TIME'),
    GRACE_MINUTES: integer('GRACE_MINUTES', 0, 240),
    WORK_DAYS: (v) => {
      const days = v.split(',').map((d) => d.trim());
      const valid = days.length > 0 && days.every((d) => DAYS.includes(d)) && new Set(days).size === days.length;
      return valid ? null : `WORK_DAYS must be a comma-separated list of ${DAYS.join(', ')}.`;
    },
    GEOFENCE_RADIUS_METERS: integer('GEOFENCE_RADIUS_METERS', 10, 100_000),
    FACE_MATCH_THRESHOLD: fraction('FACE_MATCH_THRESHOLD'),
    BLOCK_ON_SPOOF: boolean('BLOCK_ON_SPOOF'),
    ANTISPOOF_MIN_SCORE: fraction('ANTISPOOF_MIN_SCORE'),
    AUTO_CLOCK_OUT_AFTER_MINUTES: integer('AUTO_CLOCK_OUT_AFTER_MINUTES', 0, 1440),
    VERIFY_ATTEMPTS_PER_MINUTE: integer('VERIFY_ATTEMPTS_PER_MINUTE', 1, 120),
    SYSTEM_LOGO_PATH: () => null,
  } satisfies Record<string, Rule>),
);

export const LOGO_PATH_KEY = 'SYSTEM_LOGO_PATH';
