// The line chart's date axis: its labels in the page's language, and how many of them apexcharts may draw so that
// none overlap, on a phone too (issue 26: 31 dates on a 390 px phone drew 7 labels over each other).

/** About how wide one character of a 12 px axis label is (digits are the widest), and the room kept between two. */
const LABEL_CHAR_PX = 7;
const LABEL_GAP_PX = 8;
/** The y-axis labels and apexcharts' own padding take this much of the chart's width. */
const Y_AXIS_PX = 70;
/** The page's and the card's padding around the chart. */
const CARD_CHROME_PX = 96;
/** A chart of a wide screen: one of two side by side next to the menu (xl, 1200 px). */
const WIDE_CHART_PX = 420;
const MAX_DATE_TICKS = 10;
/** apexcharts' responsive options hold below each breakpoint (the window's width), down to the next one. */
const BANDS = [
  { breakpoint: 420, narrowestWindow: 360 },
  { breakpoint: 600, narrowestWindow: 420 },
  { breakpoint: 992, narrowestWindow: 600 },
];

/** `2026-11-05` -> `Nov 5` (`5. Nov.`, `5 نوفمبر`) by date, for the axis; the tooltip has the long date. */
export function shortDates(dates: readonly string[], locale: string): ReadonlyMap<string, string> {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return new Map(dates.map((date) => [date, format.format(new Date(`${date}T00:00:00Z`))]));
}

/**
 * Every how many dates apexcharts draws a label for `tickAmount` (a line chart's categories turn into a numeric axis;
 * AxesUtils.checkLabelBasedOnTickamount keeps every round(n / (tickAmount + 1))-th label, all of them once
 * tickAmount reaches n).
 */
export function labelEvery(dates: number, tickAmount: number): number {
  return tickAmount >= dates ? 1 : Math.max(1, Math.round(dates / (tickAmount + 1)));
}

/** The tickAmount that draws the most labels, each at least its own width from the next, on a chart `width` px wide. */
export function dateTickAmount(labels: ReadonlyMap<string, string>, width = WIDE_CHART_PX): number {
  const dates = labels.size;
  const longest = Math.max(0, ...[...labels.values()].map((label) => label.length));
  const needed = longest * LABEL_CHAR_PX + LABEL_GAP_PX;
  const grid = width - Y_AXIS_PX;
  for (let ticks = Math.min(dates, MAX_DATE_TICKS); ticks > 1; ticks -= 1) {
    if ((grid * labelEvery(dates, ticks)) / Math.max(1, dates - 1) >= needed) return ticks;
  }
  return 1;
}

/** Fewer date labels on narrower windows: each band fitted to its narrowest window (a 360 px phone for phones). */
export const dateAxisResponsive = (labels: ReadonlyMap<string, string>) =>
  BANDS.map(({ breakpoint, narrowestWindow }) => ({
    breakpoint,
    options: { xaxis: { tickAmount: dateTickAmount(labels, narrowestWindow - CARD_CHROME_PX) } },
  }));

/** The tickAmount apexcharts draws with in a window `windowWidth` px wide: the narrowest band above it, else the wide one. */
export function dateTickAmountAt(labels: ReadonlyMap<string, string>, windowWidth: number): number {
  const band = BANDS.find(({ breakpoint }) => windowWidth < breakpoint);
  return band ? dateTickAmount(labels, band.narrowestWindow - CARD_CHROME_PX) : dateTickAmount(labels);
}

/**
 * The axis label of a date, blank for the dates apexcharts leaves out in the current window (every labelEvery-th is
 * drawn). apexcharts measures each label it is given (a text element added, a layout, removed) before it leaves
 * most of them out: a month was 31 forced layouts, the longest part of drawing the chart; blank ones share one.
 * The last date keeps its name: apexcharts sizes the axis and its right padding by it.
 */
export function drawnDateLabel(labels: ReadonlyMap<string, string>): (date: string) => string {
  const positions = new Map([...labels.keys()].map((date, position) => [date, position]));
  const last = labels.size - 1;
  let every: number | undefined;
  return (date) => {
    const position = positions.get(date);
    if (position === undefined) return '';
    if (every === undefined) {
      // Reading the window's width lays the page out: once per draw (apexcharts asks for every label in one go), not
      // once per label; a later draw (the window resized) reads it again.
      every = labelEvery(labels.size, dateTickAmountAt(labels, window.innerWidth));
      queueMicrotask(() => (every = undefined));
    }
    return position % every === 0 || position === last ? labels.get(date)! : '';
  };
}
