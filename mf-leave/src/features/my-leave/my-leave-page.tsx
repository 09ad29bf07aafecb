import { Alert, Card, Flex, Typography, type TableColumnsType } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { useState } from 'react';
import { ROUTE_LABELS, companyToday, errorMessage, useCompanyTimeZone, useSession } from 'shared-auth';
import { ScrollTable } from 'shared-auth/ui';
import { useGetLeaveRequestsQuery } from '../../shared/leave-api';
import { LEAVE_COLUMNS } from '../../shared/leave-columns';
import { LEAVE_MESSAGES, LEAVE_TEXTS } from '../../shared/messages';
import { LeaveBalancesCard } from './balances/leave-balances-card';
import { CalendarFeedsCard } from './calendar-feeds/calendar-feeds-card';
import { DateRangeFilters, type DateRange } from './date-range-filters';

const { type, dates, reason, status, managerComment, adminComment, requested } = LEAVE_COLUMNS;
const COLUMNS: TableColumnsType<LeaveRequest> = [type, dates, reason, status, managerComment, adminComment, requested];

function MyLeaveTable({ requests, loading }: { requests: LeaveRequest[]; loading: boolean }) {
  return (
    <ScrollTable<LeaveRequest>
      label="My leave requests"
      rowKey="request_id"
      columns={COLUMNS}
      dataSource={requests}
      loading={loading}
      emptyText={LEAVE_TEXTS.noRequests}
      pageSize={10}
    />
  );
}

/** `today` can be given (tests); by default the company's calendar date now, whose year the balances open on. */
export function MyLeavePage({ today }: { today?: string }) {
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
        {ROUTE_LABELS.myLeave}
      </Typography.Title>
      <LeaveBalancesCard key={thisYear} thisYear={thisYear} />
      {error && <Alert type="error" showIcon title={errorMessage(error, LEAVE_MESSAGES.fetchFailed)} />}
      <Card title={LEAVE_TEXTS.requestsTitle}>
        <DateRangeFilters range={range} onChange={setRange} onRefresh={() => refetch()} refreshing={isFetching} />
        <MyLeaveTable requests={mine} loading={isLoading} />
      </Card>
      <CalendarFeedsCard />
    </Flex>
  );
}
