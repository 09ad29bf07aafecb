import type { Executor } from '../../db/types';
import { parseClock, type Weekday } from '../../lib/time-zone';
import { listSettings } from '../settings/settings-repository';

/** The business settings behind clock actions, logs and timesheets (validated when saved: see settings-rules). */
export interface AttendanceSettings {
  timeZone: string;
  /** WORK_START_TIME and WORK_END_TIME as minutes after local midnight. */
  workStartMinutes: number;
  workEndMinutes: number;
  graceMinutes: number;
  workDays: Weekday[];
  geofenceRadiusMeters: number;
  autoClockOutAfterMinutes: number;
}

// Migration 005's values, should a row be missing.
const DEFAULTS: Record<string, string> = {
  TIME_ZONE: 'Europe/London',
  WORK_START_TIME: '09:00',
  WORK_END_TIME: '17:00',
  GRACE_MINUTES: '10',
  WORK_DAYS: 'Mon,Tue,Wed,Thu,Fri',
  GEOFENCE_RADIUS_METERS: '200',
  AUTO_CLOCK_OUT_AFTER_MINUTES: '120',
};

export async function loadAttendanceSettings(db: Executor): Promise<AttendanceSettings> {
  const stored = new Map((await listSettings(db)).map((s) => [s.setting_key, s.setting_value]));
  const get = (key: string) => stored.get(key) || DEFAULTS[key]!;
  return {
    timeZone: get('TIME_ZONE'),
    workStartMinutes: parseClock(get('WORK_START_TIME')),
    workEndMinutes: parseClock(get('WORK_END_TIME')),
    graceMinutes: Number(get('GRACE_MINUTES')),
    workDays: get('WORK_DAYS')
      .split(',')
      .map((day) => day.trim() as Weekday),
    geofenceRadiusMeters: Number(get('GEOFENCE_RADIUS_METERS')),
    autoClockOutAfterMinutes: Number(get('AUTO_CLOCK_OUT_AFTER_MINUTES')),
  };
}
