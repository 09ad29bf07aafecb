import { GiftOutlined } from '@ant-design/icons';
import { Alert, Avatar, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import type { Birthday } from 'api-contract';
import { memo, useDeferredValue } from 'react';
import { errorStatus, formatLongDate, MANAGERS_AND_ADMINS, shownQueryState, useSession } from 'shared-auth';
import { PlainList } from 'shared-auth/ui';
import { useGetDashboardStatsQuery, useGetUpcomingBirthdaysQuery } from './api';
import { DailyStatsCards } from './daily-stats-cards';
import { HomeSkeleton } from './home-skeleton';
import { useShellTexts, type ShellT } from '../../shared/texts/use-shell-texts';
import { PendingLeaveCard } from './pending-leave-card';
import { PrefetchCards } from './prefetch-cards';
import { TimeTrackingTable } from './time-tracking-table';
import { WorkingTimeCard } from './working-time-card';

function BirthdaysCard({ birthdays }: { birthdays: Birthday[] }) {
  const t = useShellTexts();
  return (
    <Card title={t('home.birthdays')} style={{ height: '100%' }}>
      <PlainList
        items={birthdays.map((birthday) => ({
          key: birthday.employee_id,
          avatar: <Avatar icon={<GiftOutlined />} style={{ backgroundColor: '#eb2f96' }} />,
          title: birthday.name,
          description: formatLongDate(birthday.next_birthday),
        }))}
        emptyText={<Empty description={t('home.noBirthdays')} />}
      />
    </Card>
  );
}

// Apart from the page: the figures' arrivals redraw the page, not the greeting (antd's Title, its ellipsis measure).
const Welcome = memo(function Welcome({ name }: { name: string }) {
  const t = useShellTexts();
  return (
    <Typography.Title level={3} style={{ margin: 0 }}>
      {t('home.welcome', { name })}
    </Typography.Title>
  );
});

function failureText(error: unknown, t: ShellT): string {
  const status = errorStatus(error);
  return typeof status === 'number' ? t('home.httpError', { status }) : t('home.unreachable');
}

/** The home dashboard of docs/product-spec.md section 2: loading, error (replacing the dashboard) and loaded states. */
export function HomePage() {
  const t = useShellTexts();
  const user = useSession();
  const stats = useGetDashboardStatsQuery(undefined, { selectFromResult: shownQueryState });
  const birthdays = useGetUpcomingBirthdaysQuery(undefined, { selectFromResult: shownQueryState });
  // The figures arrive as a store update, which React renders at once in one task: deferred, that render keeps the
  // skeleton and the dashboard is built in a background render that a tap interrupts.
  const statsData = useDeferredValue(stats.data);
  const birthdaysData = useDeferredValue(birthdays.data);
  const error = stats.error ?? birthdays.error;
  const managesOthers = Boolean(user && MANAGERS_AND_ADMINS.includes(user.role));

  let content;
  if (error) {
    content = <Alert type="error" showIcon title={t('home.errorTitle')} description={failureText(error, t)} />;
  } else if (!statsData || !birthdaysData) {
    content = <HomeSkeleton withWorkingTime={managesOthers} />;
  } else {
    content = (
      <Flex vertical gap={16}>
        <DailyStatsCards stats={statsData.dailyStats} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <PendingLeaveCard />
          </Col>
          <Col xs={24} lg={12}>
            <BirthdaysCard birthdays={birthdaysData} />
          </Col>
        </Row>
        {managesOthers && <WorkingTimeCard />}
        <TimeTrackingTable rows={statsData.employees} />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <PrefetchCards withWorkingTime={managesOthers} />
      <Welcome name={user?.fullName ?? ''} />
      {content}
    </Flex>
  );
}
