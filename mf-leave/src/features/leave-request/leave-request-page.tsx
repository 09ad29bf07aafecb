import { Card, Flex, Typography } from 'antd';
import { leaveToday } from '../../shared/today';
import { LeaveRequestForm } from './leave-request-form';

/** `today` can be given (tests); by default the calendar date now. */
export function LeaveRequestPage({ today = leaveToday() }: { today?: string }) {
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Request Leave
      </Typography.Title>
      <Card>
        <LeaveRequestForm today={today} />
      </Card>
    </Flex>
  );
}
