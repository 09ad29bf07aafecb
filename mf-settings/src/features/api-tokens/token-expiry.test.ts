import { daysBetween, expiresInDays, isAllowedExpiryDate } from './token-expiry';

it('counts a chosen date in whole days from today, across a month end and a leap day', () => {
  expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  expect(expiresInDays('date', '2026-12-31', '2026-11-28')).toBe(33);
  expect(expiresInDays(90, undefined, '2026-11-28')).toBe(90);
});

it('allows a date from tomorrow to 366 days ahead', () => {
  expect(isAllowedExpiryDate('2026-11-28', '2026-11-28')).toBe(false);
  expect(isAllowedExpiryDate('2026-11-28', '2026-11-29')).toBe(true);
  expect(isAllowedExpiryDate('2026-11-28', '2027-11-29')).toBe(true);
  expect(isAllowedExpiryDate('2026-11-28', '2027-11-30')).toBe(false);
});
