import { ROTATE_LABELS_ABOVE_BARS, SHORT_LABEL_CHARS } from './constants';
import { REPORTS_MESSAGES as TEXT } from './messages';

/** Why a chart has nothing to draw: no series at all (the spec's text), or only zeros; null when it has data. */
export function emptyChartText(length: number, series: number[][], noSeriesText: string): string | null {
  if (length === 0) return noSeriesText;
  return series.every((values) => values.every((value) => !value)) ? TEXT.noDataForPeriod : null;
}

/** A name short enough for a turned axis label; the tooltip keeps the full one. */
export const shortLabel = (label: string) =>
  label.length > SHORT_LABEL_CHARS ? `${label.slice(0, SHORT_LABEL_CHARS - 1)}…` : label;

/** How the bar chart's x-axis labels fit: level while few, turned -45° and shortened beyond ~6 bars. */
export function barAxisLabels(count: number) {
  const crowded = count > ROTATE_LABELS_ABOVE_BARS;
  return {
    rotate: crowded ? -45 : 0,
    rotateAlways: crowded,
    hideOverlappingLabels: false,
    trim: false,
    formatter: crowded ? shortLabel : undefined,
  };
}
