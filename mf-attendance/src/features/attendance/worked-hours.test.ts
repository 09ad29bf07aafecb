import { workedHours } from './worked-hours';

describe('workedHours', () => {
  it('counts whole minutes between two instants', () => {
    expect(workedHours('2026-11-20T08:04:12Z', '2026-11-20T16:09:11Z')).toBe('8 h 04 min');
    expect(workedHours('2026-11-20T08:00:00Z', new Date('2026-11-20T08:59:59Z'))).toBe('0 h 59 min');
  });

  it('shows nothing negative when the device clock is behind the server', () => {
    expect(workedHours('2026-11-20T08:00:00Z', '2026-11-20T07:58:00Z')).toBe('0 h 00 min');
  });
});
