import { AppError } from '../../lib/app-error';
import { distanceMeters } from '../geocode/distance';
import { attendanceDate, autoClockOutAt, clockInType, discrepancy } from './attendance-rules';
import type { AttendanceSettings } from '../settings/attendance-settings';
import { checkedRange, rangeWithDefaults } from './date-range';
import { readPosition } from './position';
import { apiError } from '../../test/api-error';

const LONDON: AttendanceSettings = {
  timeZone: 'Europe/London',
  workStartMinutes: 9 * 60,
  workEndMinutes: 17 * 60,
  graceMinutes: 10,
  workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  geofenceRadiusMeters: 200,
  autoClockOutAfterMinutes: 120,
  earlyClockInMinutes: 120,
  autoBreakMinutes: 30,
  autoBreakAfterHours: 6,
};
const NEW_YORK: AttendanceSettings = { ...LONDON, timeZone: 'America/New_York' };
const OFFICE = { name: 'HQ', latitude: 51.5155, longitude: -0.0885 };
// 0.0009 degrees of latitude is about 100 m.
const north = (meters: number) => ({
  latitude: OFFICE.latitude + (meters / 100) * 0.0009,
  longitude: OFFICE.longitude,
});

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (err) {
    return err instanceof AppError ? [err.status, err.message] : err;
  }
  return null;
};

describe('discrepancy', () => {
  it.each([
    ['2026-03-18T09:00:00Z', 'on time'],
    ['2026-03-18T09:10:59Z', 'on time'],
    ['2026-03-18T09:11:00Z', 'late by 11 min'],
    ['2026-03-18T09:12:59Z', 'late by 12 min'],
    ['2026-03-18T08:59:30Z', 'early by 1 min'],
    ['2026-03-18T08:47:00Z', 'early by 13 min'],
  ])('in London in winter, %s is %s', (instant, expected) => {
    expect(discrepancy(new Date(instant), LONDON)).toBe(expected);
  });

  it('reads the wall clock of the company zone across daylight saving time', () => {
    expect(discrepancy(new Date('2026-07-01T08:12:00Z'), LONDON)).toBe('late by 12 min');
    expect(discrepancy(new Date('2026-03-18T13:05:00Z'), NEW_YORK)).toBe('on time');
    expect(discrepancy(new Date('2026-03-18T12:30:00Z'), NEW_YORK)).toBe('early by 30 min');
  });

  it("measures an arrival just after local midnight from that day's start", () => {
    expect(discrepancy(new Date('2026-03-19T04:05:00Z'), NEW_YORK)).toBe('early by 535 min');
  });
});

describe('attendanceDate', () => {
  it('is the calendar date in the company zone, so 00:05 local starts a new day', () => {
    expect(attendanceDate(new Date('2026-03-19T04:05:00Z'), NEW_YORK)).toBe('2026-03-19');
    expect(attendanceDate(new Date('2026-03-19T03:55:00Z'), NEW_YORK)).toBe('2026-03-18');
    expect(attendanceDate(new Date('2026-03-19T03:55:00Z'), LONDON)).toBe('2026-03-19');
  });
});

describe('geofence', () => {
  it('measures great-circle distances', () => {
    expect(distanceMeters(OFFICE, north(100))).toBeCloseTo(100.1, 0);
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(distanceMeters(london, paris) / 1000).toBeCloseTo(343.5, 0);
  });

  it('is in office within the radius of any allowed location, else remote', () => {
    const elsewhere = { name: 'Branch', latitude: 48.8566, longitude: 2.3522 };
    expect(clockInType(north(150), [elsewhere, OFFICE], LONDON)).toBe('in office');
    expect(clockInType(north(199), [OFFICE], LONDON)).toBe('in office');
    expect(clockInType(north(210), [OFFICE], LONDON)).toBe('remote');
    expect(clockInType(north(210), [OFFICE], { geofenceRadiusMeters: 250 })).toBe('in office');
    expect(clockInType(OFFICE, [], LONDON)).toBe('remote');
  });
});

describe('autoClockOutAt', () => {
  const at = (attendanceDate: string, checkIn: string, settings = LONDON) =>
    autoClockOutAt({ attendanceDate, checkIn: new Date(checkIn) }, settings).toISOString();

  it('is WORK_END_TIME + AUTO_CLOCK_OUT_AFTER_MINUTES on the local date', () => {
    expect(at('2026-03-18', '2026-03-18T09:00:00Z')).toBe('2026-03-18T19:00:00.000Z');
    expect(at('2026-07-01', '2026-07-01T08:00:00Z')).toBe('2026-07-01T18:00:00.000Z');
    expect(at('2026-03-18', '2026-03-18T13:00:00Z', NEW_YORK)).toBe('2026-03-18T23:00:00.000Z');
  });

  it('gives a clock-in later than that as many minutes after it, never an earlier time', () => {
    expect(at('2026-03-18', '2026-03-18T20:00:00Z')).toBe('2026-03-18T22:00:00.000Z');
    expect(at('2026-03-18', '2026-03-18T18:00:00Z', { ...LONDON, autoClockOutAfterMinutes: 0 })).toBe(
      '2026-03-18T18:00:00.000Z',
    );
  });
});

describe('date ranges', () => {
  it('defaults to the last 30 days and refuses reversed or too long ranges', () => {
    expect(rangeWithDefaults({}, '2026-03-18', 30)).toEqual({ first: '2026-02-17', last: '2026-03-18' });
    expect(rangeWithDefaults({ end_date: '2026-01-31' }, '2026-03-18', 30)).toEqual({
      first: '2026-01-02',
      last: '2026-01-31',
    });
    expect(checkedRange({ first: '2024-01-01', last: '2024-12-31' })).toEqual({
      first: '2024-01-01',
      last: '2024-12-31',
    });
    expect(refusal(() => checkedRange({ first: '2025-01-01', last: '2026-01-02' }))).toEqual([
      400,
      apiError('attendance.range_too_long').error,
    ]);
    expect(refusal(() => checkedRange({ first: '2026-03-02', last: '2026-03-01' }))).toEqual([
      400,
      apiError('attendance.end_before_start').error,
    ]);
  });
});

describe('readPosition', () => {
  it('takes numbers in range only: no null, string or boolean sneaks in as 0 or 1', () => {
    expect(readPosition({ latitude: 0, longitude: 0 })).toEqual({ latitude: 0, longitude: 0 });
    expect(readPosition({ latitude: -90, longitude: 180 })).toEqual({ latitude: -90, longitude: 180 });
    expect(refusal(() => readPosition({ latitude: null, longitude: 1 }))).toEqual([
      400,
      apiError('attendance.invalid_latitude').error,
    ]);
    expect(refusal(() => readPosition({ latitude: '51.5', longitude: 1 }))).toEqual([
      400,
      apiError('attendance.invalid_latitude').error,
    ]);
    expect(refusal(() => readPosition({ latitude: 90.5, longitude: 1 }))).toEqual([
      400,
      apiError('attendance.invalid_latitude').error,
    ]);
    expect(refusal(() => readPosition({ latitude: 1, longitude: true }))).toEqual([
      400,
      apiError('attendance.invalid_longitude').error,
    ]);
    expect(refusal(() => readPosition({ latitude: 1, longitude: -181 }))).toEqual([
      400,
      apiError('attendance.invalid_longitude').error,
    ]);
    expect(refusal(() => readPosition(undefined))).toEqual([400, apiError('attendance.invalid_latitude').error]);
  });
});
