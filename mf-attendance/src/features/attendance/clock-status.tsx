import { Flex, Tag, Typography } from 'antd';
import { formatTime } from 'shared-auth';
import { ATTENDANCE_MESSAGES as M, ATTENDANCE_TEXTS } from '../../shared/messages';
import type { CurrentStatus } from './types';

/** Clocked In or Clocked Out, with the time of the last clock action of today. */
export function ClockStatus({ status, loading }: { status: CurrentStatus | undefined; loading: boolean }) {
  if (loading) return <Typography.Text type="secondary">{ATTENDANCE_TEXTS.loadingStatus}</Typography.Text>;
  const clockedIn = !!status?.clocked_in;
  const since = clockedIn ? status?.check_in_time : status?.check_out_time;
  return (
    <Flex align="center" gap={12} wrap>
      <Tag color={clockedIn ? 'green' : 'default'} style={{ fontSize: 16, padding: '4px 12px', margin: 0 }}>
        {clockedIn ? M.clockedIn : M.clockedOut}
      </Tag>
      {since && (
        <Typography.Text type="secondary">
          {clockedIn ? 'Checked in at' : 'Checked out at'} {formatTime(since)}
        </Typography.Text>
      )}
    </Flex>
  );
}
