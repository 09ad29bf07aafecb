import { setLanguage } from 'shared-auth';
import { i18n } from 'shared-auth/i18n';
import { daysText, hoursText, leaveDates } from './leave-labels';
import type { LeaveT } from './leave-texts';

const textsIn = (language: string) => i18n.getFixedT(language, 'leave') as LeaveT;

it.each([
  [1, '1 day'],
  [0.5, '0.5 days'],
  [3, '3 days'],
  [-2, '-2 days'],
])('names %s as %s', (days, text) => {
  expect(daysText(textsIn('en'), days)).toBe(text);
});

it.each([
  [90, '1 h 30 min'],
  [450, '7 h 30 min'],
  [5, '0 h 05 min'],
  [-65, '-1 h 05 min'],
])('writes %s minutes as %s', (minutes, text) => {
  expect(hoursText(textsIn('en'), minutes)).toBe(text);
});

it('writes an hourly request as its date and times, a request in days as its dates', () => {
  const day = { start_date: '2027-03-01', end_date: '2027-03-01' };
  expect(leaveDates({ ...day, start_time: '09:00', end_time: '11:30' })).toBe('March 1, 2027, 09:00–11:30');
  expect(leaveDates({ ...day, start_time: null, end_time: null })).toBe('March 1, 2027');
  expect(leaveDates({ start_date: '2027-03-01', end_date: '2027-03-03' })).toBe('March 1, 2027 – March 3, 2027');
});

it('counts days with the plural rules of German and Arabic', async () => {
  await setLanguage('de');
  await setLanguage('ar');
  expect([1, 3].map((days) => daysText(textsIn('de'), days))).toEqual(['1 Tag', '3 Tage']);
  expect([1, 2, 3, 11].map((days) => daysText(textsIn('ar'), days))).toEqual([
    'يوم واحد',
    'يومان',
    '3 أيام',
    '11 يومًا',
  ]);
  await setLanguage('en');
});
