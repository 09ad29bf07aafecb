import { daysText } from './leave-labels';

it.each([
  [1, '1 day'],
  [0.5, '0.5 days'],
  [3, '3 days'],
  [-2, '-2 days'],
])('names %s as %s', (days, text) => {
  expect(daysText(days)).toBe(text);
});
