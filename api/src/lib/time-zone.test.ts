import { addDays, localClock, localDate, weekday, zonedTime, zoneOffsetMinutes } from './time-zone';

describe('time zone helpers', () => {
  it('finds the local date and wall-clock instants across DST', () => {
    expect(localDate(new Date('2026-03-18T23:30:00Z'), 'Europe/London')).toBe('2026-03-18');
    expect(localDate(new Date('2026-07-18T23:30:00Z'), 'Europe/London')).toBe('2026-07-19');
    expect(zonedTime('2026-01-15', 9 * 60, 'Europe/London').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedTime('2026-07-15', 9 * 60, 'Europe/London').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(zonedTime('2026-03-29', 9 * 60, 'Europe/London').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedTime('2026-07-15', 9 * 60, 'America/New_York').toISOString()).toBe('2026-07-15T13:00:00.000Z');
  });

  it('changes the offset on the minute the clocks change, however often the minute before was asked', () => {
    const lastWinterMinute = new Date('2026-03-29T00:59:59.999Z');
    const firstSummerMinute = new Date('2026-03-29T01:00:00.000Z');
    for (let i = 0; i < 3; i += 1) {
      expect(zoneOffsetMinutes(lastWinterMinute, 'Europe/London')).toBe(0);
      expect(localClock(lastWinterMinute, 'Europe/London')).toBe('00:59');
      expect(zoneOffsetMinutes(firstSummerMinute, 'Europe/London')).toBe(60);
      expect(localClock(firstSummerMinute, 'Europe/London')).toBe('02:00');
    }
    // Half- and quarter-hour zones, and the date line.
    expect(localClock(new Date('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe('17:30');
    expect(localClock(new Date('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).toBe('17:45');
    expect(localDate(new Date('2026-07-15T11:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-07-16');
    expect(localDate(new Date('2026-07-15T10:00:00Z'), 'Pacific/Pago_Pago')).toBe('2026-07-14');
  });

  it('adds days and names weekdays', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekday('2026-03-18')).toBe('Wed');
  });
});
