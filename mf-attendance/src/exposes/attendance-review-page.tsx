import { Flex, Typography } from 'antd';
import { ROUTE_LABELS } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { CorrectionQueue } from '../features/attendance-corrections/correction-queue';
import { FallbackReviewQueue } from '../features/face-fallback-review/fallback-review-queue';
import { OvertimeQueue } from '../features/overtime-review/overtime-queue';
import { TeamSignOffSection } from '../features/timesheet-signoff/team-signoff-section';
import { ViolationsSection } from '../features/working-time/violations-section';

/** What a manager or an admin reviews about attendance, one section per kind of request. */
export default function AttendanceReviewPage() {
  const routeLabel = useRouteLabel();
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.attendanceReview)}
      </Typography.Title>
      <CorrectionQueue />
      <FallbackReviewQueue />
      <OvertimeQueue />
      <TeamSignOffSection />
      <ViolationsSection />
    </Flex>
  );
}
