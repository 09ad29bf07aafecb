import { CameraOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { ATTENDANCE_MESSAGES as M } from '../../shared/messages';
import { ClockStatus } from './clock-status';
import type { ClockAction, CurrentStatus } from './types';

/** The status and the one button that starts the face check for the next clock action. */
export function ClockCard({
  status,
  loading,
  blockReason,
  busy,
  onStart,
}: {
  status: CurrentStatus | undefined;
  loading: boolean;
  blockReason: string | null;
  busy: boolean;
  onStart: (action: ClockAction) => void;
}) {
  const action: ClockAction = status?.clocked_in ? 'clock_out' : 'clock_in';
  return (
    <Card title="Status">
      <Flex vertical gap={16} align="flex-start">
        <ClockStatus status={status} loading={loading} />
        <Button
          type="primary"
          size="large"
          icon={<CameraOutlined />}
          disabled={loading || !!blockReason}
          loading={busy}
          onClick={() => onStart(action)}
        >
          {action === 'clock_in' ? M.verifyAndClockIn : M.verifyAndClockOut}
        </Button>
        {blockReason && <Typography.Text type="secondary">{blockReason}</Typography.Text>}
      </Flex>
    </Card>
  );
}
