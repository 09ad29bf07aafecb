import { CheckCircleOutlined, ClockCircleOutlined, InfoCircleOutlined, RiseOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Statistic, Typography } from 'antd';
import type { DailyStat } from 'api-contract';
import { useId } from 'react';
import { useShellTexts } from '../../shared/texts/use-shell-texts';

const ICONS = {
  onTime: CheckCircleOutlined,
  late: ClockCircleOutlined,
  early: RiseOutlined,
  other: InfoCircleOutlined,
} as const;

function StatIcon({ icon, color }: { icon: DailyStat['icon']; color: string }) {
  const Icon = ICONS[icon] ?? ICONS.other;
  return <Icon aria-hidden style={{ color }} />;
}

/** Today's Stats: one card per stat the api sends (counts only, never names: docs/product-spec.md section 2), two abreast on a phone. */
export function DailyStatsCards({ stats }: { stats: DailyStat[] }) {
  const t = useShellTexts();
  const headingId = useId();
  return (
    <Flex vertical gap={12} component="section" aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId} style={{ margin: 0 }}>
        {t('home.todaysStats')}
      </Typography.Title>
      {stats.length === 0 ? (
        <Card>
          <Empty description={t('home.noStats')} />
        </Card>
      ) : (
        <Row gutter={[12, 12]}>
          {stats.map((stat) => (
            <Col key={stat.label} flex="1 1 140px">
              {/* The api's colour marks the card; the figure stays dark enough to read on white. */}
              <Card size="small" style={{ borderTop: `3px solid ${stat.color}`, height: '100%' }}>
                <Statistic
                  title={t(`home.stats.${stat.key}`, { defaultValue: stat.label })}
                  value={stat.value}
                  prefix={<StatIcon icon={stat.icon} color={stat.color} />}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
