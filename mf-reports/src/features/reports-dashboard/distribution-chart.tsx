import { Card, Empty } from 'antd';
import { BAR_COLORS } from './constants';
import { LazyChart } from './lazy-chart';
import { REPORTS_MESSAGES as TEXT } from './messages';
import type { ReportsData } from './types';

/** Per department, or per employee when a department is chosen. */
export function DistributionChart({ chart }: { chart: ReportsData['bar_chart'] }) {
  return (
    <Card title={TEXT.barChart}>
      {chart.labels.length === 0 ? (
        <Empty description={TEXT.noBarData} />
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
            // Every bar keeps its name: long names turn and are shortened rather than hidden.
            xaxis: {
              categories: chart.labels,
              labels: { rotate: -40, hideOverlappingLabels: false, trim: true, maxHeight: 120 },
            },
            legend: { position: 'top' },
          }}
        />
      )}
    </Card>
  );
}
