import { Card, Flex, Typography } from 'antd';
import { LeaveRequestForm } from './leave-request-form';

export function LeaveRequestPage() {
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Request Leave
      </Typography.Title>
      <Card>
        <LeaveRequestForm />
      </Card>
    </Flex>
  );
}
