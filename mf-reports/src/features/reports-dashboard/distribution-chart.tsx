import { Card, Empty } from 'antd';
import { barAxisLabels, emptyChartText } from './chart-data';
import { BAR_COLORS } from './constants';
import { LazyChart } from './lazy-chart';
import { REPORTS_MESSAGES as TEXT } from './messages';
import type { ReportsData } from './types';

/** Per department, or per employee when a department is chosen. */
export function DistributionChart({ chart }: { chart: ReportsData['bar_chart'] }) {
  const empty = emptyChartText(chart.labels.length, [chart.present, chart.absent], TEXT.noBarData);
  return (
    <Card title={TEXT.barChart}>
      {empty ? (
        <Empty description={empty} />
      ) : (
        <LazyChart
          type="bar"
          height={320}
          series={[
            { name: TEXT.present, data: chart.present },
            { name: TEXT.absent, data: chart.absent },
          ]}
          options={{
            chart: { id: 'distribution', toolbar: { show: false }, animations: { enabled: false } },
            colors: [BAR_COLORS.present, BAR_COLORS.absent],
            plotOptions: { bar: { columnWidth: '55%' } },
            dataLabels: { enabled: false },
            // Every bar keeps its name: many names turn and are shortened; the tooltip has the full one.
            xaxis: { categories: chart.labels, labels: barAxisLabels(chart.labels.length) },
            tooltip: { x: { formatter: (_value, opts) => chart.labels[opts?.dataPointIndex ?? -1] ?? '' } },
            legend: { position: 'top' },
          }}
        />
      )}
    </Card>
  );
}
