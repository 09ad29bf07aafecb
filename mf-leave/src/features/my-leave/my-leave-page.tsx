import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS, errorMessage, useSession } from 'shared-auth';
import { useListLeaveRequestsQuery } from '../../shared/leave-api';
import { LEAVE_MESSAGES } from '../../shared/messages';
import type { DateRange } from '../../shared/types';
import { DateRangeFilters } from './date-range-filters';
import { MyLeaveTable } from './my-leave-table';

export function MyLeavePage() {
  const session = useSession();
  const [range, setRange] = useState<DateRange>({});
  const { data, error, isLoading, isFetching, refetch } = useListLeaveRequestsQuery(range);
  // A manager's list also holds their reports' requests; this screen is about the viewer's own.
  const mine = (data ?? []).filter((request) => String(request.employee_id) === session?.employee_id);

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {ROUTE_LABELS.myLeave}
      </Typography.Title>
      {error && <Alert type="error" showIcon title={errorMessage(error, LEAVE_MESSAGES.fetchFailed)} />}
      <Card>
        <DateRangeFilters range={range} onChange={setRange} onRefresh={() => refetch()} refreshing={isFetching} />
        <MyLeaveTable requests={mine} loading={isLoading} />
      </Card>
    </Flex>
  );
}
