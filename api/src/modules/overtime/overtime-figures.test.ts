import { zonedTime } from '../../lib/time-zone';
import { overtimeCandidates, type OvertimeRules, type RecordDay } from './overtime-figures';

// Golden cases of overtime minutes: the company works Mon-Fri 09:00-17:00 in Berlin, 30 min of automatic break
// after 6 h (an expected day of 450 minutes), 15 minutes of tolerance.
const RULES: OvertimeRules = {
  timeZone: 'Europe/Berlin',
  workDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
  workStartMinutes: 9 * 60,
  workEndMinutes: 17 * 60,
  autoBreakMinutes: 30,
  autoBreakAfterHours: 6,
  toleranceMinutes: 15,
};
const at = (date: string, hhmm: string) =>
  zonedTime(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'Europe/Berlin');
const TODAY = '2026-12-31';

function record(
  date: string,
  from: string,
  to: string,
  breakMinutes: number,
  extra: Partial<RecordDay> = {},
): RecordDay {
  const check_in = at(date, from);
  const check_out = at(to < from ? nextDay(date) : date, to);
  return {
    employee_id: 1,
    date,
    check_in,
    check_out,
    worked_minutes: (check_out.getTime() - check_in.getTime()) / 60_000 - breakMinutes,
    shift: null,
    holiday: false,
    ...extra,
  };
}
function nextDay(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
const shift = (date: string, from: string, to: string, breakMinutes: number) => ({
  starts_at: at(date, from),
  ends_at: at(to < from ? nextDay(date) : date, to),
  break_minutes: breakMinutes,
});
const minutesOf = (days: RecordDay[], weekly = new Map<number, number>(), today = TODAY) =>
  overtimeCandidates(days, weekly, RULES, today).map((c) => `${c.kind} ${c.period_date} ${c.minutes} ${c.rate_class}`);

describe('overtime of a day', () => {
  it.each([
    ['a company day worked to the minute', record('2026-11-02', '09:00', '17:00', 30), []],
    ['10 minutes over: inside the tolerance', record('2026-11-02', '09:00', '17:10', 30), []],
    ['16 minutes over: all 16 count', record('2026-11-02', '09:00', '17:16', 30), ['day 2026-11-02 16 weekday']],
    [
      'two and a half hours over with a punched 45 min break',
      record('2026-11-02', '08:00', '18:45', 45),
      ['day 2026-11-02 150 weekday'],
    ],
    [
      'a Saturday without a shift: all of it',
      record('2026-11-07', '10:00', '14:00', 0),
      ['day 2026-11-07 240 weekend'],
    ],
    ['a holiday worked', record('2026-12-25', '09:00', '17:00', 30, { holiday: true }), ['day 2026-12-25 450 holiday']],
  ])('%s', (_, day, expected) => {
    expect(minutesOf([day])).toEqual(expected);
  });

  it('measures a day against its shift, not the company day', () => {
    const early = { shift: shift('2026-11-03', '06:00', '14:00', 30) };
    expect(minutesOf([record('2026-11-03', '06:00', '14:00', 30, early)])).toEqual([]);
    expect(minutesOf([record('2026-11-03', '06:00', '15:30', 30, early)])).toEqual(['day 2026-11-03 90 weekday']);
  });

  it('rates a night shift worked long as night overtime on the day it starts', () => {
    const night = { shift: shift('2026-11-04', '22:00', '06:00', 30) };
    expect(minutesOf([record('2026-11-04', '21:55', '07:00', 30, night)])).toEqual(['day 2026-11-04 65 night']);
  });

  it('counts a shift on a weekend day against the shift, at the weekday rate', () => {
    const saturday = { shift: shift('2026-11-07', '08:00', '16:00', 30) };
    expect(minutesOf([record('2026-11-07', '08:00', '17:00', 30, saturday)])).toEqual(['day 2026-11-07 60 weekday']);
  });

  it('takes the real length of a night shift across the change to summer time (7 hours) and back (9 hours)', () => {
    const spring = { shift: shift('2026-03-28', '22:00', '06:00', 0) };
    expect(minutesOf([record('2026-03-28', '22:00', '06:00', 0, spring)])).toEqual([]);
    expect(minutesOf([record('2026-03-28', '22:00', '07:00', 0, spring)])).toEqual(['day 2026-03-28 60 night']);
    const autumn = { shift: shift('2026-10-24', '22:00', '06:00', 0) };
    expect(minutesOf([record('2026-10-24', '22:00', '06:00', 0, autumn)])).toEqual([]);
    expect(minutesOf([record('2026-10-24', '22:00', '06:30', 0, autumn)])).toEqual(['day 2026-10-24 30 night']);
  });
});

describe('overtime of a week', () => {
  const week = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'];

  it('counts an ended week beyond weekly_hours, less the days already counted', () => {
    // 20 contracted hours, five full days of 450 minutes, one of them 60 minutes longer: 2,310 - 1,200 - 60.
    const days = week.map((date, i) => record(date, '09:00', i === 0 ? '18:00' : '17:00', 30));
    expect(minutesOf(days, new Map([[1, 20]]))).toEqual(['day 2026-11-02 60 weekday', 'week 2026-11-02 1050 weekday']);
  });

  it('waits for the week to end, and needs weekly_hours', () => {
    const days = week.map((date) => record(date, '09:00', '17:00', 30));
    expect(minutesOf(days, new Map([[1, 20]]), '2026-11-08')).toEqual([]);
    expect(minutesOf(days, new Map([[1, 20]]), '2026-11-09')).toEqual(['week 2026-11-02 1050 weekday']);
    expect(minutesOf(days)).toEqual([]);
  });

  it('leaves a full-time week alone', () => {
    const days = week.map((date) => record(date, '09:00', '17:00', 30));
    expect(minutesOf(days, new Map([[1, 37.5]]))).toEqual([]);
  });
});

describe('hourly leave inside a shift', () => {
  // The day's expected minutes drop by its approved hourly leave (hourly_leave_minutes(), migration 044), and the
  // break comes off what is left only when that passes 6 hours, as worked time takes it.
  const early = (date: string) => ({ shift: shift(date, '06:00', '14:00', 30) });
  it.each([
    [
      '2 h of leave, the rest of the company day worked: 6 hours, no break either side',
      record('2026-11-02', '11:00', '17:00', 0, { leave_minutes: 120 }),
      [],
    ],
    [
      '2 h of leave and a full day worked besides: 450 worked against 360 expected',
      record('2026-11-02', '09:00', '17:00', 30, { leave_minutes: 120 }),
      ['day 2026-11-02 90 weekday'],
    ],
    [
      '2 h of leave at the start of an early shift, the rest worked: no break either side',
      record('2026-11-03', '08:00', '14:00', 0, { ...early('2026-11-03'), leave_minutes: 120 }),
      [],
    ],
    [
      '90 min of leave inside an early shift, the shift worked to its end and 40 min on',
      record('2026-11-03', '07:30', '14:40', 30, { ...early('2026-11-03'), leave_minutes: 90 }),
      ['day 2026-11-03 40 weekday'],
    ],
    [
      '90 min of leave inside an early shift, 10 min over: inside the tolerance',
      record('2026-11-03', '07:30', '14:10', 30, { ...early('2026-11-03'), leave_minutes: 90 }),
      [],
    ],
    [
      'leave longer than the day: nothing is expected, all worked counts',
      record('2026-11-07', '10:00', '11:00', 0, { leave_minutes: 60 }),
      ['day 2026-11-07 60 weekend'],
    ],
    [
      'a night shift across the change to winter time with 1 h of leave: 9 h shift, 8 h expected',
      record('2026-10-24', '23:00', '06:00', 0, { shift: shift('2026-10-24', '22:00', '06:00', 0), leave_minutes: 60 }),
      [],
    ],
    [
      'the same night worked from 22:00 besides the hour of leave: 60 min over at the night rate',
      record('2026-10-24', '22:00', '06:00', 0, { shift: shift('2026-10-24', '22:00', '06:00', 0), leave_minutes: 60 }),
      ['day 2026-10-24 60 night'],
    ],
  ])('%s', (_, day, expected) => {
    expect(minutesOf([day])).toEqual(expected);
  });
});
