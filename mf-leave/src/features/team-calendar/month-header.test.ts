import { monthsBetween, monthTitle, shiftMonth } from './month-header';

describe('months', () => {
  it.each([
    ['2027-03', 1, '2027-04'],
    ['2027-12', 1, '2028-01'],
    ['2027-01', -1, '2026-12'],
    ['2027-03', -14, '2026-01'],
  ])('moves %s by %i to %s', (month, by, moved) => {
    expect(shiftMonth(month, by)).toBe(moved);
  });

  it('counts the months between two', () => {
    expect(monthsBetween('2026-11', '2027-03')).toBe(4);
    expect(monthsBetween('2027-03', '2026-11')).toBe(-4);
    expect(monthsBetween('2027-03', '2027-03')).toBe(0);
  });

  it('names a month', () => {
    expect(monthTitle('2027-03')).toBe('March 2027');
  });
});
