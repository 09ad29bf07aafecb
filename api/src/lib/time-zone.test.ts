import { addDays, localDate, weekday, zonedTime } from './time-zone';

describe('time zone helpers', () => {
  it('finds the local date and wall-clock instants across DST', () => {
    expect(localDate(new Date('2026-03-18T23:30:00Z'), 'Europe/London')).toBe('2026-03-18');
    expect(localDate(new Date('2026-07-18T23:30:00Z'), 'Europe/London')).toBe('2026-07-19');
    expect(zonedTime('2026-01-15', 9 * 60, 'Europe/London').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedTime('2026-07-15', 9 * 60, 'Europe/London').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(zonedTime('2026-03-29', 9 * 60, 'Europe/London').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedTime('2026-07-15', 9 * 60, 'America/New_York').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('adds days and names weekdays', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekday('2026-03-18')).toBe('Wed');
  });
});
