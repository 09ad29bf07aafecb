import { CameraOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { TOUCH_TARGET_PX } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { BreakButton } from './break-button';
import { ClockStatus } from './clock-status';
import { nextClockAction } from './day-state';
import type { ClockAction, Coordinates, CurrentStatus } from './types';

/**
 * The status and the one button that starts the face check for the next clock action: none until the status is
 * known (a clocked-in person never sees Clock In flash first) and none once the day is done; while clocked in, the
 * break button too.
 */
export function ClockCard({
  status,
  loading,
  readAt,
  where,
  blockReason,
  busy,
  onStart,
}: {
  status: CurrentStatus | undefined;
  loading: boolean;
  /** When the status was read (the running hours count on from it). */
  readAt: number | undefined;
  where: Coordinates | null;
  blockReason: string | null;
  busy: boolean;
  onStart: (action: ClockAction) => void;
}) {
  const t = useAttendanceTexts();
  const action = loading ? null : nextClockAction(status?.state ?? 'not_clocked_in');
  return (
    <Card title={t('screen.status')}>
      <Flex vertical gap={16} align="flex-start">
        <ClockStatus status={status} loading={loading} readAt={readAt} />
        {loading && (
          // The button's place, kept while the status loads: the card does not grow under a thumb reaching for it.
          <>
            <Skeleton.Button active size="large" style={{ height: TOUCH_TARGET_PX, width: 240 }} />
            {blockReason && <Typography.Text>{blockReason}</Typography.Text>}
          </>
        )}
        {action && (
          <>
            <Button
              type="primary"
              size="large"
              icon={<CameraOutlined />}
              disabled={!!blockReason}
              loading={busy}
              onClick={() => onStart(action)}
              style={{ minHeight: TOUCH_TARGET_PX, whiteSpace: 'normal', height: 'auto' }}
            >
              {t(action === 'clock_in' ? 'messages.verifyAndClockIn' : 'messages.verifyAndClockOut')}
            </Button>
            {blockReason && <Typography.Text>{blockReason}</Typography.Text>}
          </>
        )}
        {action === 'clock_out' && <BreakButton onBreak={Boolean(status?.on_break)} where={where} />}
      </Flex>
    </Card>
  );
}
