import type { Executor } from '../../db/types';
import { parseClock, type Weekday } from '../../lib/time-zone';
import { type SettingValues, settingValues } from './settings-catalog';

/** The business settings behind clock actions, logs and timesheets (defaults and checks: settings-catalog.ts). */
/** What worked_time() (migration 034) needs besides the record: the automatic break and its threshold. */
export interface BreakRule {
  autoBreakMinutes: number;
  autoBreakAfterHours: number;
}

export function breakRule(values: Pick<SettingValues, 'AUTO_BREAK_MINUTES' | 'AUTO_BREAK_AFTER_HOURS'>): BreakRule {
  return {
    autoBreakMinutes: Number(values.AUTO_BREAK_MINUTES),
    autoBreakAfterHours: Number(values.AUTO_BREAK_AFTER_HOURS),
  };
}

export interface AttendanceSettings extends BreakRule {
  timeZone: string;
  /** WORK_START_TIME and WORK_END_TIME as minutes after local midnight. */
  workStartMinutes: number;
  workEndMinutes: number;
  graceMinutes: number;
  workDays: Weekday[];
  geofenceRadiusMeters: number;
  autoClockOutAfterMinutes: number;
  /** How long before a published shift's start its clock-in is accepted. */
  earlyClockInMinutes: number;
}

// Derived once per read of the settings (the read cache hands out the same values until a write empties it): every
// status poll needs them.
const derived = new WeakMap<SettingValues, Readonly<AttendanceSettings>>();

export async function loadAttendanceSettings(db: Executor): Promise<Readonly<AttendanceSettings>> {
  const values = await settingValues(db);
  let settings = derived.get(values);
  if (!settings) {
    settings = Object.freeze({
      timeZone: values.TIME_ZONE,
      workStartMinutes: parseClock(values.WORK_START_TIME),
      workEndMinutes: parseClock(values.WORK_END_TIME),
      graceMinutes: Number(values.GRACE_MINUTES),
      workDays: Object.freeze(values.WORK_DAYS.split(',').map((day) => day.trim() as Weekday)) as Weekday[],
      geofenceRadiusMeters: Number(values.GEOFENCE_RADIUS_METERS),
      autoClockOutAfterMinutes: Number(values.AUTO_CLOCK_OUT_AFTER_MINUTES),
      earlyClockInMinutes: Number(values.EARLY_CLOCK_IN_MINUTES),
      ...breakRule(values),
    });
    derived.set(values, settings);
  }
  return settings;
}
