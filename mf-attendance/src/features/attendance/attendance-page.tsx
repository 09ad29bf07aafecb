import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { ClockCard } from './clock-card';
import { statusErrorText } from './clock-errors';
import { clockBlockReason } from './clock-rules';
import { FaceCheckDialog } from './face-check-dialog';
import { LocationDetails } from './location-details';
import type { ClockAction } from './types';
import { useAddress } from './use-address';
import { useClockFlow } from './use-clock-flow';
import { useCurrentStatus } from './use-current-status';
import { useGeolocation } from './use-geolocation';
import { ROUTE_LABELS } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';

/** Spec section 4: the face check runs first; only on success is the clock call sent with the GPS coordinates. */
export function AttendancePage() {
  const t = useAttendanceTexts();
  const routeLabel = useRouteLabel();
  const status = useCurrentStatus();
  const { fix, error: gpsError } = useGeolocation();
  const resolved = useAddress(fix);
  const { notices, clearNotices, clock, clockWithoutFaceCheck, sending } = useClockFlow();
  const [checking, setChecking] = useState<ClockAction | null>(null);
  const blockReason = clockBlockReason(t, fix, resolved.address);

  const start = (action: ClockAction) => {
    clearNotices();
    setChecking(action);
  };
  const verified = (message: string) => {
    const action = checking!;
    setChecking(null);
    void clock(action, fix, message);
  };
  const withoutFaceCheck = (image: string, reason: string) => {
    const action = checking!;
    setChecking(null);
    void clockWithoutFaceCheck(action, fix, image, reason);
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.attendance)}
      </Typography.Title>
      {status.error && <Alert type="error" showIcon title={statusErrorText(t, status.error)} />}
      {notices.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={notices.map((notice, index) => (
            <div key={index}>{notice}</div>
          ))}
          closable={{ onClose: clearNotices }}
        />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <ClockCard
            status={status.data}
            loading={status.isLoading}
            readAt={status.readAt}
            where={fix}
            blockReason={blockReason}
            busy={sending}
            onStart={start}
          />
        </Col>
        {/* Shown once the status is known: on a phone it sits under the status card, which grows by up to five
            lines as the status arrives and would push it down. */}
        {!status.isLoading && (
          <Col xs={24} lg={14}>
            {/* The location's own problem inside its card: arriving late, it moves nothing above it. */}
            <Card title={t('screen.location')}>
              <Flex vertical gap={16}>
                {gpsError && <Alert type="warning" showIcon title={t(`messages.${gpsError}`)} />}
                <LocationDetails fix={fix} resolved={resolved} />
              </Flex>
            </Card>
          </Col>
        )}
      </Row>
      {checking && (
        <FaceCheckDialog
          action={checking}
          onVerified={verified}
          onFallback={withoutFaceCheck}
          onCancel={() => setChecking(null)}
        />
      )}
    </Flex>
  );
}
