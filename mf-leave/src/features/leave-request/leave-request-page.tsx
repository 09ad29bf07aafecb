import { Card, Flex, Typography } from 'antd';
import { ROUTE_LABELS, companyToday, useCompanyTimeZone } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { LeaveRequestForm } from './leave-request-form';

/** `today` can be given (tests); by default the company's calendar date now. */
export function LeaveRequestPage({ today }: { today?: string }) {
  const routeLabel = useRouteLabel();
  // Re-renders when the company's zone arrives, so the earliest start is the company's today.
  useCompanyTimeZone();
  const earliest = today ?? companyToday();
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.leaveRequest)}
      </Typography.Title>
      <Card>
        <LeaveRequestForm today={earliest} />
      </Card>
    </Flex>
  );
}
