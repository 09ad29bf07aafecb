import { Card, Empty, Flex, Spin } from 'antd';
import type { ReportsData } from 'api-contract';
import { lazy, Suspense, type ComponentProps } from 'react';
import { formatLongDate, intlLocale, useLanguage } from 'shared-auth';
import { useReportsTexts } from '../../shared/reports-texts';
import { useInViewport } from '../../shared/use-in-viewport';
import { LINE_COLORS, BAR_COLORS } from './constants';
import { dateAxisResponsive, dateTickAmount, drawnDateLabel, shortDates } from './date-axis';

/** Above this many bars the x-axis labels turn (-45°) and are shortened; the tooltip has the full name. */
const ROTATE_LABELS_ABOVE_BARS = 6;
const SHORT_LABEL_CHARS = 14;

/** Why a chart has nothing to draw: no series at all (the spec's text), or only zeros; null when it has data. */
export function emptyChartText(
  length: number,
  series: number[][],
  texts: { noSeries: string; onlyZeros: string },
): string | null {
  if (length === 0) return texts.noSeries;
  return series.every((values) => values.every((value) => !value)) ? texts.onlyZeros : null;
}

/** A name short enough for a turned axis label; the tooltip keeps the full one. */
export const shortLabel = (label: string) =>
  label.length > SHORT_LABEL_CHARS ? `${label.slice(0, SHORT_LABEL_CHARS - 1)}…` : label;

/** About how wide one character of an axis label is (12 px Helvetica/Arial), to tell whether level labels fit. */
const LABEL_CHAR_PX = 7;
/** The bar chart's y-axis labels and the card's padding take this much of the chart's width. */
const BAR_CHART_CHROME_PX = 96;

/**
 * How the bar chart's x-axis labels fit a chart `width` px wide: level while each name fits its bar's slot and there
 * are at most ~6, else turned -45° and shortened (the tooltip has the full name).
 */
export function barAxisLabels(labels: readonly string[], width = Number.POSITIVE_INFINITY) {
  const slot = (width - BAR_CHART_CHROME_PX) / Math.max(1, labels.length);
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const crowded = labels.length > ROTATE_LABELS_ABOVE_BARS || longest * LABEL_CHAR_PX > slot;
  return {
    rotate: crowded ? -45 : 0,
    rotateAlways: crowded,
    hideOverlappingLabels: false,
    trim: false,
    formatter: crowded ? shortLabel : undefined,
  };
}

// apexcharts is ~300 KB gzipped: it runs with the first chart drawn, not with the remote. Prefetched (fetched at the
// lowest priority once the page's code has loaded, not run), so a chart scrolled to draws without waiting for it.
const ReactApexChart = lazy(() => import(/* webpackPrefetch: true */ 'react-apexcharts'));

/**
 * A chart loaded and drawn once its place enters the screen: on a phone the charts sit below the filters and the
 * cards, and drawing them (apexcharts measures every label) was the longest task of the reports' first screen.
 */
function LazyChart(props: ComponentProps<typeof ReactApexChart>) {
  const [place, inView] = useInViewport();
  // Not yet in view: its place only, as high as the chart (drawn with no parentHeightOffset below it), so nothing
  // moves when it is drawn; once in view, a spinner while apexcharts is read from the cache (or still loading).
  if (!inView) return <div ref={place} aria-busy="true" style={{ height: props.height }} />;
  return (
    <Suspense
      fallback={
        <Flex justify="center" align="center" style={{ height: props.height }}>
          <Spin />
        </Flex>
      }
    >
      <ReactApexChart {...props} />
    </Suspense>
  );
}

/** Card widths the bar chart's axis labels are fitted to: a phone, a small tablet, then two charts side by side. */
const CHART_BREAKPOINTS = [420, 600, 992];

/** On narrower screens the bar chart's names turn once they no longer fit level (a phone's four departments do). */
export const barAxisResponsive = (labels: readonly string[]) =>
  CHART_BREAKPOINTS.map((breakpoint) => ({
    breakpoint,
    options: { xaxis: { labels: barAxisLabels(labels, breakpoint - 32) } },
  }));

export function PresentAbsentChart({ chart }: { chart: ReportsData['line_chart'] }) {
  const t = useReportsTexts();
  const locale = intlLocale(useLanguage());
  const empty = emptyChartText(chart.dates.length, [chart.present, chart.absent], {
    noSeries: t('charts.noLineData'),
    onlyZeros: t('charts.noDataForPeriod'),
  });
  const labels = shortDates(chart.dates, locale);
  const count = (value: number) => t('count', { value: Math.round(value) });
  return (
    <Card title={t('charts.lineChart')}>
      {empty ? (
        <Empty description={empty} />
      ) : (
        <LazyChart
          type="line"
          height={320}
          series={[
            { name: t('charts.present'), data: chart.present },
            { name: t('charts.absent'), data: chart.absent },
          ]}
          options={{
            // A new report replaces the old one at once: animating between two of them drew both for a moment.
            chart: {
              id: 'present-vs-absent',
              parentHeightOffset: 0,
              toolbar: { show: false },
              zoom: { enabled: false },
              animations: { enabled: false },
            },
            colors: [LINE_COLORS.present, LINE_COLORS.absent],
            stroke: { curve: 'smooth', width: 3 },
            xaxis: {
              categories: chart.dates,
              tickAmount: dateTickAmount(labels),
              labels: { rotate: 0, formatter: drawnDateLabel(labels) },
            },
            responsive: dateAxisResponsive(labels),
            tooltip: {
              x: { formatter: (_value, opts) => formatLongDate(chart.dates[opts?.dataPointIndex ?? -1]) },
              y: { formatter: count },
            },
            yaxis: { min: 0, forceNiceScale: true, labels: { formatter: count } },
            legend: { position: 'top' },
          }}
        />
      )}
    </Card>
  );
}

/** Per department, or per employee when a department is chosen. */
export function DistributionChart({ chart }: { chart: ReportsData['bar_chart'] }) {
  const t = useReportsTexts();
  const empty = emptyChartText(chart.labels.length, [chart.present, chart.absent], {
    noSeries: t('charts.noBarData'),
    onlyZeros: t('charts.noDataForPeriod'),
  });
  const count = (value: number) => t('count', { value: Math.round(value) });
  return (
    <Card title={t('charts.barChart')}>
      {empty ? (
        <Empty description={empty} />
      ) : (
        <LazyChart
          type="bar"
          height={320}
          series={[
            { name: t('charts.present'), data: chart.present },
            { name: t('charts.absent'), data: chart.absent },
          ]}
          options={{
            chart: {
              id: 'distribution',
              parentHeightOffset: 0,
              toolbar: { show: false },
              animations: { enabled: false },
            },
            colors: [BAR_COLORS.present, BAR_COLORS.absent],
            plotOptions: { bar: { columnWidth: '55%' } },
            dataLabels: { enabled: false },
            // Every bar keeps its name: many names turn and are shortened; the tooltip has the full one.
            xaxis: { categories: chart.labels, labels: barAxisLabels(chart.labels) },
            responsive: barAxisResponsive(chart.labels),
            tooltip: {
              x: { formatter: (_value, opts) => chart.labels[opts?.dataPointIndex ?? -1] ?? '' },
              y: { formatter: count },
            },
            yaxis: { labels: { formatter: count } },
            legend: { position: 'top' },
          }}
        />
      )}
    </Card>
  );
}
