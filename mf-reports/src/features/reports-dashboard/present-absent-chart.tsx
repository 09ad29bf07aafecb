import { Card, Empty } from 'antd';
import { formatLongDate } from 'shared-auth';
import { emptyChartText } from './chart-data';
import { LINE_COLORS } from './constants';
import { LazyChart } from './lazy-chart';
import { REPORTS_MESSAGES as TEXT } from './messages';
import type { ReportsData } from './types';

const axisDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** `2026-11-05` -> `Nov 5` on the axis; the tooltip has the spec's long date. */
const shortDate = (date: string) => (date ? axisDate.format(new Date(`${date}T00:00:00Z`)) : '');

export function PresentAbsentChart({ chart }: { chart: ReportsData['line_chart'] }) {
  const empty = emptyChartText(chart.dates.length, [chart.present, chart.absent], TEXT.noLineData);
  return (
    <Card title={TEXT.lineChart}>
      {empty ? (
        <Empty description={empty} />
      ) : (
        <LazyChart
          type="line"
          height={320}
          series={[
            { name: TEXT.present, data: chart.present },
            { name: TEXT.absent, data: chart.absent },
          ]}
          options={{
            // A new report replaces the old one at once: animating between two of them drew both for a moment.
            chart: {
              id: 'present-vs-absent',
              toolbar: { show: false },
              zoom: { enabled: false },
              animations: { enabled: false },
            },
            colors: [LINE_COLORS.present, LINE_COLORS.absent],
            stroke: { curve: 'smooth', width: 3 },
            xaxis: {
              categories: chart.dates,
              tickAmount: Math.min(chart.dates.length, 10),
              labels: { rotate: 0, hideOverlappingLabels: true, formatter: shortDate },
            },
            tooltip: { x: { formatter: (_value, opts) => formatLongDate(chart.dates[opts?.dataPointIndex ?? -1]) } },
            yaxis: {
              min: 0,
              forceNiceScale: true,
              labels: { formatter: (value: number) => String(Math.round(value)) },
            },
            legend: { position: 'top' },
          }}
        />
      )}
    </Card>
  );
}
