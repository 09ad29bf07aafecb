import { LANGUAGES, addDays, intlLocale } from 'shared-auth';
import { dateAxisResponsive, dateTickAmount, drawnDateLabel, labelEvery, shortDates } from './date-axis';

const datesFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, i));
/** What a 12 px label takes at most, measured in Chromium: `25. Nov.` 44 px, `25 نوفمبر` 49 px, `Nov 25` 39 px. */
const LABEL_PX_PER_CHAR = 6.5;
/** A 390 px phone's chart: the page's 12 px and the card's 24 px padding each side, less the y-axis (70 px). */
const PHONE_390_GRID_PX = 390 - 2 * 12 - 2 * 24 - 70;

describe('the line chart date labels', () => {
  it('follow the language', () => {
    const dates = ['2026-11-25'];
    expect(shortDates(dates, 'en-US').get('2026-11-25')).toBe('Nov 25');
    expect(shortDates(dates, 'de').get('2026-11-25')).toBe('25. Nov.');
    expect(shortDates(dates, 'ar').get('2026-11-25')).toMatch(/نوفمبر/);
  });

  it("draw every round(n / (tickAmount + 1))-th date, as apexcharts' category axis does", () => {
    expect([5, 4, 3].map((ticks) => Math.ceil(31 / labelEvery(31, ticks)))).toEqual([7, 6, 4]);
    expect(labelEvery(7, 7)).toBe(1);
  });

  // Issue 26: a month on a 390 px phone drew 7 labels over each other (tickAmount 5 draws every 5th of 31 dates).
  it.each(LANGUAGES)('never overlap on a 390 px phone in %s, whatever the number of dates', (language) => {
    for (const count of [2, 5, 7, 10, 14, 20, 31, 45, 62]) {
      const labels = shortDates(datesFrom('2026-11-01', count), intlLocale(language));
      const phone = dateAxisResponsive(labels).find(({ breakpoint }) => breakpoint > 390)!;
      const ticks = phone.options.xaxis.tickAmount;
      const longest = Math.max(...[...labels.values()].map((label) => label.length));
      const apart = (PHONE_390_GRID_PX * labelEvery(count, ticks)) / (count - 1);
      expect([language, count, apart >= longest * LABEL_PX_PER_CHAR]).toEqual([language, count, true]);
      expect(Math.ceil(count / labelEvery(count, ticks))).toBeGreaterThanOrEqual(2);
    }
  });

  it('show every date of a short period, more of a month on a wide chart', () => {
    expect(dateTickAmount(shortDates(datesFrom('2026-11-01', 5), 'en-US'))).toBe(5);
    expect(dateTickAmount(shortDates(datesFrom('2026-11-01', 31), 'en-US'))).toBeGreaterThan(3);
  });
});

describe('drawnDateLabel', () => {
  const setWindowWidth = (width: number) =>
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  afterEach(() => setWindowWidth(1024));

  /** apexcharts' choice: of the breakpoints above the window's width the smallest, else the chart's own options. */
  const apexchartsTickAmount = (labels: ReadonlyMap<string, string>, width: number) =>
    dateAxisResponsive(labels)
      .filter(({ breakpoint }) => width < breakpoint)
      .sort((a, b) => a.breakpoint - b.breakpoint)[0]?.options.xaxis.tickAmount ?? dateTickAmount(labels);

  // apexcharts measures every label it is given with a layout of its own, then draws every labelEvery-th; it sizes
  // the axis by the last one.
  it.each([360, 390, 412, 500, 800, 1280])(
    'names only the dates apexcharts draws in a %i px window, and the last one',
    (width) => {
      setWindowWidth(width);
      const labels = shortDates(datesFrom('2026-11-01', 42), 'en-US');
      const every = labelEvery(42, apexchartsTickAmount(labels, width));
      const named = [...labels.keys()].map(drawnDateLabel(labels));
      const drawnOrLast = (position: number) => position % every === 0 || position === 41;
      expect(named).toEqual([...labels.values()].map((label, position) => (drawnOrLast(position) ? label : '')));
      expect(named.filter(Boolean).length).toBeLessThan(42 / 2);
    },
  );

  it("reads the window's width once per draw, not once per label (each read lays the page out)", async () => {
    let reads = 0;
    let width = 390;
    Object.defineProperty(window, 'innerWidth', { get: () => (reads += 1) && width, configurable: true });
    const labels = shortDates(datesFrom('2026-11-01', 42), 'en-US');
    const label = drawnDateLabel(labels);
    const phone = [...labels.keys()].map(label);
    expect(reads).toBe(1);

    await Promise.resolve();
    width = 1280;
    const wide = [...labels.keys()].map(label);
    expect(reads).toBe(2);
    expect(wide.filter(Boolean).length).toBeGreaterThan(phone.filter(Boolean).length);
  });

  it('names every date of a short period, and nothing that is not one of its dates', () => {
    setWindowWidth(390);
    const labels = shortDates(datesFrom('2026-11-01', 3), 'en-US');
    expect([...labels.keys()].map(drawnDateLabel(labels))).toEqual(['Nov 1', 'Nov 2', 'Nov 3']);
    expect(drawnDateLabel(labels)('2026-12-01')).toBe('');
  });
});
