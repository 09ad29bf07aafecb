import { GiftOutlined } from '@ant-design/icons';
import { Alert, Avatar, Card, Col, Empty, Flex, List, Row, Spin, Typography } from 'antd';
import type { Birthday } from 'api-contract';
import { errorStatus, formatLongDate, MANAGERS_AND_ADMINS, useSession } from 'shared-auth';
import { useGetDashboardStatsQuery, useGetUpcomingBirthdaysQuery } from './api';
import { DailyStatsCards } from './daily-stats-cards';
import { HOME_MESSAGES } from '../../messages';
import { PendingLeaveCard } from './pending-leave-card';
import { TimeTrackingTable } from './time-tracking-table';
import { WorkingTimeCard } from './working-time-card';

function BirthdaysCard({ birthdays }: { birthdays: Birthday[] }) {
  return (
    <Card title={HOME_MESSAGES.birthdays} style={{ height: '100%' }}>
      <List
        dataSource={birthdays}
        locale={{ emptyText: <Empty description={HOME_MESSAGES.noBirthdays} /> }}
        renderItem={(birthday) => (
          <List.Item key={birthday.employee_id}>
            <List.Item.Meta
              avatar={<Avatar icon={<GiftOutlined />} style={{ backgroundColor: '#eb2f96' }} />}
              title={birthday.name}
              description={formatLongDate(birthday.next_birthday)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

function failureText(error: unknown): string {
  const status = errorStatus(error);
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
        {user && MANAGERS_AND_ADMINS.includes(user.role) && <WorkingTimeCard />}
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
