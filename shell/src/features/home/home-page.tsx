import { Alert, Col, Flex, Row, Spin, Typography } from 'antd';
import { useSession } from 'shared-auth';
import { useGetDashboardStatsQuery, useGetUpcomingBirthdaysQuery } from './api';
import { BirthdaysCard } from './birthdays-card';
import { DailyStatsCards } from './daily-stats-cards';
import { HOME_MESSAGES } from './messages';
import { PendingLeaveCard } from './pending-leave-card';
import { TimeTrackingTable } from './time-tracking-table';

function failureText(error: unknown): string {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' ? HOME_MESSAGES.httpError(status) : HOME_MESSAGES.unreachable;
}

/** The home dashboard of docs/product-spec.md section 2: loading, error (replacing the dashboard) and loaded states. */
export function HomePage() {
  const user = useSession();
  const stats = useGetDashboardStatsQuery();
  const birthdays = useGetUpcomingBirthdaysQuery();
  const error = stats.error ?? birthdays.error;

  let content;
  if (error) {
    content = <Alert type="error" showIcon title={HOME_MESSAGES.errorTitle} description={failureText(error)} />;
  } else if (!stats.data || !birthdays.data) {
    content = (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
        <Spin size="large" />
        <Typography.Text type="secondary">{HOME_MESSAGES.loading}</Typography.Text>
      </Flex>
    );
  } else {
    content = (
      <Flex vertical gap={16}>
        <DailyStatsCards stats={stats.data.dailyStats} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <PendingLeaveCard />
          </Col>
          <Col xs={24} lg={12}>
            <BirthdaysCard birthdays={birthdays.data} />
          </Col>
        </Row>
        <TimeTrackingTable rows={stats.data.employees} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {HOME_MESSAGES.welcome(user?.fullName ?? '')}
      </Typography.Title>
      {content}
    </Flex>
  );
}
