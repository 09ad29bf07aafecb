import { birthdayWindow } from './birthday-window';

describe('birthdayWindow', () => {
  it('runs on across the year end', () => {
    const window = birthdayWindow('2026-12-20', 30);
    expect(window.get('12-20')).toBe('2026-12-20');
    expect(window.get('01-19')).toBe('2027-01-19');
    expect(window.has('01-20')).toBe(false);
    expect(window.size).toBe(31);
  });

  it('celebrates 29 February on the 28th in a year without one', () => {
    expect(birthdayWindow('2027-02-10', 30).get('02-29')).toBe('2027-02-28');
    expect(birthdayWindow('2028-02-10', 30).get('02-29')).toBe('2028-02-29');
    expect(birthdayWindow('2027-03-01', 30).has('02-29')).toBe(false);
  });
});
