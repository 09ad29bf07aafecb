import {
  browserTimeZone,
  companyTimeZone,
  companyToday,
  dateInZone,
  isTimeZone,
  setCompanyTimeZone,
  subscribeToCompanyTimeZone,
} from './company-time-zone';

describe('company time zone', () => {
  afterEach(() => setCompanyTimeZone(null));

  it("uses the browser's zone until the company's is known, and ignores what is not a zone", () => {
    expect(companyTimeZone()).toBe(browserTimeZone());
    setCompanyTimeZone('Europe/Berlin');
    expect(companyTimeZone()).toBe('Europe/Berlin');
    setCompanyTimeZone('Mars/Olympus_Mons');
    expect(companyTimeZone()).toBe(browserTimeZone());
  });

  it('tells subscribers when it changes', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToCompanyTimeZone(listener);
    setCompanyTimeZone('Asia/Tokyo');
    setCompanyTimeZone('Asia/Tokyo');
    unsubscribe();
    setCompanyTimeZone('Europe/Berlin');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("gives the company's date, not the browser's", () => {
    // 23:30 UTC on 31 December: already 1 January in Berlin and Tokyo, still 31 December in Los Angeles.
    const now = new Date('2026-12-31T23:30:00Z');
    expect(dateInZone(now, 'America/Los_Angeles')).toBe('2026-12-31');
    expect(dateInZone(now, 'Asia/Tokyo')).toBe('2027-01-01');
    setCompanyTimeZone('Europe/Berlin');
    expect(companyToday(now)).toBe('2027-01-01');
    setCompanyTimeZone('America/Los_Angeles');
    expect(companyToday(now)).toBe('2026-12-31');
  });

  it("asks Intl once per zone and once for the browser's, however often a render asks", () => {
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 3; i++) {
      expect(isTimeZone('America/Winnipeg')).toBe(true);
      expect(isTimeZone('Pluto/Tombaugh')).toBe(false);
      setCompanyTimeZone(null);
      companyTimeZone();
    }
    expect(DateTimeFormat.mock.calls.map(([, options]) => options?.timeZone)).toEqual([
      'America/Winnipeg',
      'Pluto/Tombaugh',
    ]);
    DateTimeFormat.mockRestore();
  });

  it('checks a zone with the formatter that gives its dates: one formatter per zone, whatever asks and how often', () => {
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    const now = new Date('2026-12-31T23:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(isTimeZone('America/Regina')).toBe(true);
      expect(dateInZone(now, 'America/Regina')).toBe('2026-12-31');
      setCompanyTimeZone('America/Regina');
      expect(companyToday(now)).toBe('2026-12-31');
    }
    expect(DateTimeFormat.mock.calls.map(([, options]) => options?.timeZone)).toEqual(['America/Regina']);
    DateTimeFormat.mockRestore();
  });
});
