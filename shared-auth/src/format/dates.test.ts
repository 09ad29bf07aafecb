import { setCompanyTimeZone } from '../time-zone/company-time-zone';
import { setLanguage } from '../language/language-store';
import { formatLongDate, formatLongDateIn, formatTime, formatTimeIn, zoneAbbreviation } from './dates';

const BERLIN = 'Europe/Berlin';
const LOS_ANGELES = { company: BERLIN, browser: 'America/Los_Angeles' };
const TOKYO = { company: BERLIN, browser: 'Asia/Tokyo' };
const IN_BERLIN = { company: BERLIN, browser: BERLIN };

describe('dates on the company clock (Europe/Berlin)', () => {
  afterEach(() => setCompanyTimeZone(null));

  // 08:05:07 UTC on 15 January is 09:05:07 in Berlin (CET), 00:05:07 in Los Angeles, 17:05:07 in Tokyo.
  const WINTER = '2026-01-15T08:05:07Z';
  // 22:30 UTC on 30 June is 00:30 on 1 July in Berlin (CEST), still 30 June in Los Angeles.
  const SUMMER_NIGHT = '2026-06-30T22:30:00Z';

  it.each([
    ['Los Angeles', LOS_ANGELES],
    ['Tokyo', TOKYO],
  ])('shows Berlin times with the zone to a browser in %s', (_city, zones) => {
    expect(formatTimeIn(WINTER, zones)).toBe('9:05:07 AM CET');
    expect(formatTimeIn(SUMMER_NIGHT, zones)).toBe('12:30:00 AM CEST');
    expect(formatLongDateIn(SUMMER_NIGHT, zones)).toBe('July 1, 2026');
  });

  it('says no zone to a browser on the same clock', () => {
    expect(formatTimeIn(WINTER, IN_BERLIN)).toBe('9:05:07 AM');
    expect(formatTimeIn(WINTER, { company: BERLIN, browser: 'Europe/Paris' })).toBe('9:05:07 AM');
  });

  it("builds no offset formatters for a browser in the company's zone", () => {
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    const inNairobi = { company: 'Africa/Nairobi', browser: 'Africa/Nairobi' };
    expect(formatTimeIn(WINTER, inNairobi)).toBe('11:05:07 AM');
    expect(DateTimeFormat.mock.calls.map(([, options]) => options?.timeZoneName)).toEqual([undefined]);
    DateTimeFormat.mockRestore();
  });

  it('keeps calendar dates and wall-clock times as they are, whatever the zones', () => {
    expect(formatLongDateIn('2026-03-05', TOKYO)).toBe('March 5, 2026');
    expect(formatLongDateIn('2026-03-05', LOS_ANGELES)).toBe('March 5, 2026');
    expect(formatTimeIn('09:05:07', LOS_ANGELES)).toBe('9:05:07 AM');
    expect(formatTimeIn('not a time', TOKYO)).toBe('not a time');
  });

  it('names American and European zones, else the offset', () => {
    const date = new Date(WINTER);
    expect(zoneAbbreviation(date, 'America/Los_Angeles')).toBe('PST');
    expect(zoneAbbreviation(date, BERLIN)).toBe('CET');
    expect(zoneAbbreviation(date, 'Asia/Tokyo')).toBe('GMT+9');
  });

  it('formats on the zone the shell set, for every caller', () => {
    // The test machine's zone stands for the browser's: pick a company zone that differs from it.
    const company = new Date(WINTER).getTimezoneOffset() === -540 ? 'America/Los_Angeles' : 'Asia/Tokyo';
    setCompanyTimeZone(company);
    expect(formatTime(WINTER)).toBe(company === 'Asia/Tokyo' ? '5:05:07 PM GMT+9' : '12:05:07 AM PST');
    expect(formatLongDate(SUMMER_NIGHT)).toBe(company === 'Asia/Tokyo' ? 'July 1, 2026' : 'June 30, 2026');
  });
});

describe('dates in the page language, on the company clock', () => {
  afterEach(() => setLanguage('en'));

  it('writes German dates and a 24-hour clock, keeping the company zone', async () => {
    await setLanguage('de');
    setCompanyTimeZone('Europe/Berlin');
    expect(formatLongDate('2026-03-05')).toBe('5. März 2026');
    expect(formatTimeIn('2026-06-30T22:30:00Z', { company: 'Europe/Berlin', browser: 'Europe/Berlin' }, 'de')).toBe(
      '00:30:00',
    );
    setCompanyTimeZone(null);
  });

  it('writes Arabic month names', async () => {
    await setLanguage('ar');
    expect(formatLongDate('2026-03-05')).toContain('مارس');
  });
});
