import {
  addDays,
  datesBetween,
  longDay,
  shiftTimes,
  shortDay,
  stepView,
  viewRange,
  weekStart,
  weekdayLabel,
} from './dates';

it('counts days across a month, a year and a summer-time change without losing one', () => {
  expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(datesBetween('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
});

it('starts weeks on Monday', () => {
  expect(weekStart('2027-03-07')).toBe('2027-03-01');
  expect(weekStart('2027-03-01')).toBe('2027-03-01');
});

it.each([
  ['week', '2027-03-04', { start: '2027-03-01', end: '2027-03-07' }],
  ['month', '2027-02-14', { start: '2027-02-01', end: '2027-02-28' }],
  ['month', '2028-02-14', { start: '2028-02-01', end: '2028-02-29' }],
] as const)('a %s around %s runs %o', (view, anchor, range) => {
  expect(viewRange(view, anchor)).toEqual(range);
});

it('steps a view back and forth', () => {
  expect(stepView('week', '2027-03-04', 1)).toBe('2027-03-08');
  expect(stepView('month', '2027-01-31', 1)).toBe('2027-02-01');
  expect(stepView('month', '2027-01-31', -1)).toBe('2026-12-01');
});

it('writes a night shift as it runs', () => {
  expect(shiftTimes('22:00:00', '06:00:00')).toBe('22:00–06:00');
});

it('heads a column with the weekday and the day of the month', () => {
  expect(shortDay('2027-03-01')).toBe('Mon 1');
  expect(shortDay('2027-03-07')).toBe('Sun 7');
});

it("writes weekdays and days in the page's language", () => {
  expect([0, 6].map((index) => weekdayLabel(index))).toEqual(['Mon', 'Sun']);
  expect(shortDay('2027-03-01', 'de')).toBe('Mo 1');
  expect(longDay('2027-03-01', 'fr')).toBe('lundi 1 mars 2027');
});
