import { i18n } from 'shared-auth/i18n';
import type { AttendanceT } from '../../shared/attendance-texts';
import { minutesText } from '../../shared/minutes-text';
import { workedMinutesAt } from './worked-hours';

const english = i18n.getFixedT('en', 'attendance') as AttendanceT;

describe('minutesText', () => {
  it('writes whole minutes as hours and minutes', () => {
    expect(minutesText(english, 484)).toBe('8 h 04 min');
    expect(minutesText(english, 59.9)).toBe('0 h 59 min');
  });

  it('shows nothing negative', () => {
    expect(minutesText(english, -2)).toBe('0 h 00 min');
  });
});

describe('workedMinutesAt', () => {
  const readAt = new Date('2026-11-20T11:00:00Z').getTime();
  const now = new Date('2026-11-20T11:10:30Z');

  it("runs on from the api's figure while working", () => {
    expect(workedMinutesAt({ worked_minutes: 120, on_break: false }, readAt, now)).toBe(130);
  });

  it('stands still during a break', () => {
    expect(workedMinutesAt({ worked_minutes: 120, on_break: true }, readAt, now)).toBe(120);
  });
});
