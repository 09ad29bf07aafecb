import type { Weekday } from '../../lib/time-zone';
import { clockTime, hoursText, longDate } from './format';
import { type DayLine, type TimesheetRecord, timesheetLines, type WeekLine } from './timesheet-lines';

const WORK_DAYS: Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const record = (
  date: string,
  from: string,
  to: string | null,
  extra: Partial<TimesheetRecord> = {},
): TimesheetRecord => {
  const checkIn = new Date(`${date}T${from}Z`);
  const checkOut = to ? new Date(`${date}T${to}Z`) : null;
  return {
    attendance_date: date,
    check_in_time: checkIn,
    check_out_time: checkOut,
    location: 'Acme House, 1 Moorgate, London',
    discrepancy: 'on time',
    auto_closed: false,
    check_in_corrected: false,
    check_out_corrected: false,
    // No break unless said: worked_time() is the database's (worked-time.test.ts).
    worked_minutes: checkOut && (checkOut.getTime() - checkIn.getTime()) / 60_000,
    ...extra,
  };
};

describe('timesheetLines', () => {
  // Friday 13 March to Tuesday 24 March 2026.
  const range = { first: '2026-03-13', last: '2026-03-24' };
  const sheet = timesheetLines(
    range,
    [
      record('2026-03-13', '09:00:00', '17:30:00'),
      record('2026-03-14', '10:00:00', '12:00:00', { location: 'POINT(-0.0885 51.5155)' }),
      record('2026-03-16', '09:12:00', '17:00:00', { discrepancy: 'late by 12 min' }),
      record('2026-03-24', '08:50:00', null, { discrepancy: 'early by 10 min' }),
    ],
    {
      leave: [
        { start_date: '2026-03-18', end_date: '2026-03-19', leave_type: 'Vacation' },
        {
          start_date: '2026-03-16',
          end_date: '2026-03-16',
          leave_type: 'Doctor',
          start_time: '08:00',
          end_time: '09:12',
        },
      ],
      holidays: [
        { holiday_date: '2026-03-15', name: 'Sunday Fair' },
        { holiday_date: '2026-03-19', name: 'Founders Day' },
        { holiday_date: '2026-03-23', name: 'Spring Day' },
      ],
    },
    WORK_DAYS,
  );
  const days = sheet.lines.filter((line): line is DayLine => line.kind === 'day');
  const weeks = sheet.lines.filter((line): line is WeekLine => line.kind === 'week');

  it('has a line per day and a subtotal after each Sunday and after the last day', () => {
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-03-${String(13 + i)}`));
    expect(sheet.lines.map((line) => (line.kind === 'week' ? 'week' : line.weekday))).toEqual([
      'Fri',
      'Sat',
      'Sun',
      'week',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
      'week',
      'Mon',
      'Tue',
      'week',
    ]);
    expect(weeks.map((w) => [w.first, w.last, w.hours])).toEqual([
      ['2026-03-13', '2026-03-15', 10.5],
      ['2026-03-16', '2026-03-22', 7.8],
      ['2026-03-23', '2026-03-24', 0],
    ]);
    expect(sheet.totalHours).toBeCloseTo(18.3);
    expect(sheet.daysWorked).toBe(4);
  });

  it('marks weekends, holidays and leave, keeps the first part of the address, and counts no hours while open', () => {
    const on = (date: string) => days.find((d) => d.date === date)!;
    expect(on('2026-03-13')).toMatchObject({ hours: 8.5, location: 'Acme House', note: 'on time', off: false });
    expect(on('2026-03-14')).toMatchObject({
      hours: 2,
      location: 'POINT(-0.0885 51.5155)',
      note: 'on time; Weekend',
      off: true,
    });
    expect(on('2026-03-15')).toMatchObject({ record: null, hours: null, location: '', note: 'Weekend', off: true });
    expect(on('2026-03-18')).toMatchObject({ record: null, note: 'Vacation leave', off: true });
    // A holiday inside a leave is a holiday (the leave does not take it); on a weekend it is just the weekend.
    expect(on('2026-03-19')).toMatchObject({ record: null, note: 'Holiday: Founders Day', off: true });
    expect(on('2026-03-23')).toMatchObject({ record: null, note: 'Holiday: Spring Day', off: true });
    expect(on('2026-03-20')).toMatchObject({ record: null, note: '', off: false });
    // Hourly leave keeps the day a working day: it says when.
    expect(on('2026-03-16')).toMatchObject({ note: 'late by 12 min; Doctor leave 08:00-09:12', off: false });
    expect(on('2026-03-24')).toMatchObject({ hours: null, note: 'early by 10 min' });
  });
});

it('counts the worked minutes, breaks deducted, not the span between clock in and out', () => {
  const day = { first: '2026-03-16', last: '2026-03-16' };
  const withBreak = record('2026-03-16', '09:00:00', '17:30:00', { worked_minutes: 480 });
  const sheet = timesheetLines(day, [withBreak], { leave: [], holidays: [] }, WORK_DAYS);
  expect(sheet.lines.map((line) => line.hours)).toEqual([8, 8]);
  expect(sheet.totalHours).toBe(8);
});

describe('formats', () => {
  it('writes US long dates and 12-hour times in the company zone', () => {
    expect(longDate('2026-03-05')).toBe('March 5, 2026');
    expect(clockTime(new Date('2026-03-05T09:05:07Z'), 'Europe/London')).toBe('9:05:07 AM');
    expect(clockTime(new Date('2026-07-05T17:45:00Z'), 'Europe/London')).toBe('6:45:00 PM');
    expect(clockTime(new Date('2026-03-06T04:05:00Z'), 'America/New_York')).toBe('11:05:00 PM');
    expect(hoursText(7.8)).toBe('7.80');
  });
});
