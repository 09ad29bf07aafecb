import { addDays } from '../../lib/time-zone';
import { RULE_SETS } from './rule-sets';
import { findViolations, type WorkDay } from './violations';

// Golden cases of the working-time rules on hand-built days (UTC instants; dates are the records' days).
const day = (date: string, from: string, to: string, breakMinutes = 0, employee_id = 1): WorkDay => {
  const check_in = new Date(`${date}T${from}:00Z`);
  const toDate = to < from ? addDays(date, 1) : date;
  const check_out = new Date(`${toDate}T${to}:00Z`);
  const span = (check_out.getTime() - check_in.getTime()) / 60_000;
  return { employee_id, date, check_in, check_out, worked_minutes: span - breakMinutes, break_minutes: breakMinutes };
};
const march = { first: '2026-03-02', last: '2026-03-08' };
const ids = (violations: ReturnType<typeof findViolations>) => violations.map((v) => `${v.date} ${v.rule_id}`);

describe('daily rest', () => {
  it('flags 9.5 h between a 22:00 clock-out and a 07:30 clock-in, with its inputs', () => {
    const found = findViolations(
      RULE_SETS.eu,
      [day('2026-03-02', '14:00', '22:00'), day('2026-03-03', '07:30', '15:30')],
      march,
    );
    expect(found).toEqual([
      {
        rule_id: 'daily_rest',
        employee_id: 1,
        date: '2026-03-03',
        inputs: {
          rest_minutes: 570,
          min_rest_minutes: 660,
          previous_clock_out: '2026-03-02T22:00:00.000Z',
          clock_in: '2026-03-03T07:30:00.000Z',
        },
      },
    ]);
  });

  it('takes exactly 11 h, and measures a night shift from its next-morning clock-out', () => {
    expect(
      findViolations(RULE_SETS.eu, [day('2026-03-02', '06:00', '14:00'), day('2026-03-03', '01:00', '09:00')], march),
    ).toEqual([]);
    const night = [day('2026-03-02', '22:00', '06:00'), day('2026-03-03', '14:00', '22:00')];
    expect(ids(findViolations(RULE_SETS.eu, night, march))).toEqual(['2026-03-03 daily_rest']);
  });

  it('reads the day before the range for the rest, and reports nothing dated before it', () => {
    const days = [day('2026-03-01', '14:00', '23:00'), day('2026-03-02', '07:00', '15:00')];
    expect(ids(findViolations(RULE_SETS.eu, days, march))).toEqual(['2026-03-02 daily_rest']);
    expect(findViolations(RULE_SETS.eu, days, { first: '2026-03-03', last: '2026-03-08' })).toEqual([]);
  });

  it('keeps people apart', () => {
    const days = [day('2026-03-02', '14:00', '22:00', 0, 1), day('2026-03-03', '07:30', '15:30', 0, 2)];
    expect(findViolations(RULE_SETS.eu, days, march)).toEqual([]);
  });
});

describe('the German day: 10 h at most, 30 min of break after 6 h, 45 min after 9 h', () => {
  it.each([
    ['6 h of work, no break', '08:00', '14:00', 0, []],
    ['6 h 30 of work with 30 min', '08:00', '15:00', 30, []],
    ['7 h of work with 20 min', '08:00', '15:20', 20, ['break']],
    ['9 h 30 of work with 30 min', '08:00', '18:00', 30, ['break']],
    ['9 h 15 of work with 45 min', '08:00', '18:00', 45, []],
    ['10 h 15 of work with 45 min', '07:00', '18:00', 45, ['daily_max']],
    ['10 h 30 of work with 30 min', '07:00', '18:00', 30, ['break', 'daily_max']],
  ])('%s', (_, from, to, breakMinutes, rules) => {
    const found = findViolations(RULE_SETS.de, [day('2026-03-04', from, to, breakMinutes)], march);
    expect(found.map((v) => v.rule_id)).toEqual(rules);
  });

  it('states the break it measured against the one required', () => {
    const [found] = findViolations(RULE_SETS.de, [day('2026-03-04', '08:00', '18:00', 30)], march);
    expect(found!.inputs).toEqual({
      worked_minutes: 570,
      break_minutes: 30,
      required_break_minutes: 45,
      after_minutes: 540,
    });
  });
});

describe('the average week', () => {
  // Five days a week of `hours` each for `weeks` weeks ending Sunday 8 March 2026.
  const weeksOf = (weeks: number, hours: number) =>
    Array.from({ length: weeks }, (_, w) =>
      [0, 1, 2, 3, 4].map((d) => {
        const date = addDays('2026-03-02', d - 7 * w);
        return { ...day(date, '06:00', '07:00'), worked_minutes: hours * 60 };
      }),
    )
      .flat()
      .sort((a, b) => a.date.localeCompare(b.date));

  it('flags 50 h weeks over the 17 weeks of the EU reference period, on the Sunday of the week', () => {
    const [found] = findViolations(RULE_SETS.eu, weeksOf(17, 10), march);
    expect(found).toMatchObject({
      rule_id: 'weekly_average',
      date: '2026-03-08',
      inputs: { average_minutes: 3000, max_minutes: 2880, weeks: 17, from: '2025-11-10' },
    });
  });

  it('lets a long spell pass when the reference period averages 48 h or less', () => {
    expect(findViolations(RULE_SETS.eu, weeksOf(16, 10), march)).toEqual([]);
    expect(findViolations(RULE_SETS.eu, weeksOf(17, 9.6), march)).toEqual([]);
  });

  it('measures the German reference period of 24 weeks', () => {
    expect(findViolations(RULE_SETS.de, weeksOf(17, 10), march).filter((v) => v.rule_id === 'weekly_average')).toEqual(
      [],
    );
    expect(ids(findViolations(RULE_SETS.de, weeksOf(24, 10), march))).toContain('2026-03-08 weekly_average');
  });
});

describe('rules off', () => {
  it('finds nothing', () => {
    const days = [day('2026-03-02', '14:00', '23:59'), day('2026-03-03', '02:00', '16:00')];
    expect(findViolations(RULE_SETS.off, days, march)).toEqual([]);
  });
});
