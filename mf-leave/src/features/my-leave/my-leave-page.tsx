import { Alert, Card, Flex, Typography, type TableColumnsType } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { useState } from 'react';
import { ROUTE_LABELS, companyToday, errorMessage, useCompanyTimeZone, useSession } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { ScrollTable } from 'shared-auth/ui';
import { useGetLeaveRequestsQuery } from '../../shared/leave-api';
import { leaveColumns } from '../../shared/leave-columns';
import { LeaveBalancesCard } from './balances/leave-balances-card';
import { CalendarFeedsCard } from './calendar-feeds/calendar-feeds-card';
import { DateRangeFilters, type DateRange } from './date-range-filters';
import { useLeaveTexts, type LeaveT } from '../../shared/leave-texts';

function columnsOf(t: LeaveT): TableColumnsType<LeaveRequest> {
  const { type, dates, reason, status, managerComment, adminComment, requested } = leaveColumns(t);
  return [type, dates, reason, status, managerComment, adminComment, requested];
}

function MyLeaveTable({ requests, loading }: { requests: LeaveRequest[]; loading: boolean }) {
  const t = useLeaveTexts();
  return (
    <ScrollTable<LeaveRequest>
      label={t('myLeave.tableLabel')}
      rowKey="request_id"
      columns={columnsOf(t)}
      dataSource={requests}
      loading={loading}
      emptyText={t('texts.noRequests')}
      pageSize={10}
    />
  );
}

/** `today` can be given (tests); by default the company's calendar date now, whose year the balances open on. */
export function MyLeavePage({ today }: { today?: string }) {
  const t = useLeaveTexts();
  const routeLabel = useRouteLabel();
  useCompanyTimeZone();
  const session = useSession();
  const [range, setRange] = useState<DateRange>({});
  const { data, error, isLoading, isFetching, refetch } = useGetLeaveRequestsQuery(range);
  // A manager's list also holds their reports' requests; this screen is about the viewer's own.
  const mine = (data ?? []).filter((request) => String(request.employee_id) === session?.employee_id);
  const thisYear = Number((today ?? companyToday()).slice(0, 4));

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.myLeave)}
      </Typography.Title>
      <LeaveBalancesCard key={thisYear} thisYear={thisYear} />
      {error && <Alert type="error" showIcon title={errorMessage(error, t('messages.fetchFailed'))} />}
      <Card title={t('texts.requestsTitle')}>
        <DateRangeFilters range={range} onChange={setRange} onRefresh={() => refetch()} refreshing={isFetching} />
        <MyLeaveTable requests={mine} loading={isLoading} />
      </Card>
      <CalendarFeedsCard />
    </Flex>
  );
}
