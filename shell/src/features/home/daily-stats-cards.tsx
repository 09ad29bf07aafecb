import { Card, Col, Empty, Row, Statistic } from 'antd';
import { HOME_MESSAGES } from './messages';
import { StatIcon } from './stat-icon';
import type { DailyStat } from './types';

/** Today's Stats: counts only, never names (spec section 2). */
export function DailyStatsCards({ stats }: { stats: DailyStat[] }) {
  if (stats.length === 0) {
    return (
      <Card title={HOME_MESSAGES.todaysStats}>
        <Empty description={HOME_MESSAGES.noStats} />
      </Card>
    );
  }
  return (
    <section aria-label={HOME_MESSAGES.todaysStats}>
      <Row gutter={[16, 16]}>
        {stats.map((stat) => (
          <Col key={stat.label} flex="1 1 180px">
            <Card size="small" style={{ borderTop: `3px solid ${stat.color}` }}>
              <Statistic
                title={stat.label}
                value={stat.value}
                prefix={<StatIcon icon={stat.icon} />}
                styles={{ content: { color: stat.color } }}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
