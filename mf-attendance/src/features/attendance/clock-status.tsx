import { Flex, Typography } from 'antd';
import { formatTime } from 'shared-auth';
import { ATTENDANCE_MESSAGES as M, ATTENDANCE_TEXTS as T } from '../../shared/messages';
import type { CurrentStatus } from './types';
import { useMinuteClock } from './use-minute-clock';
import { minutesText } from '../../shared/minutes-text';
import { minutesSince, workedMinutesAt } from './worked-hours';
import { ContrastTag, CorrectedTag } from 'shared-auth/ui';

const TAG_STYLE = { fontSize: 16, padding: '4px 12px', margin: 0, alignSelf: 'flex-start' };

function OpenDay({ status, readAt }: { status: CurrentStatus; readAt: number | undefined }) {
  const now = useMinuteClock();
  const breakSince = status.on_break ? status.break_started_at : null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text>{T.clockedInSince(formatTime(status.clock_in_time))}</Typography.Text>
      {breakSince && (
        <ContrastTag tone="orange" style={TAG_STYLE}>
          {T.onBreakSince(formatTime(breakSince), minutesSince(breakSince, now))}
        </ContrastTag>
      )}
      <Typography.Text>
        {T.hoursSoFar(minutesText(workedMinutesAt(status, readAt ?? now.getTime(), now)))}
      </Typography.Text>
      {!breakSince && status.break_minutes > 0 && (
        <Typography.Text>{T.breaksTaken(status.break_minutes)}</Typography.Text>
      )}
    </Flex>
  );
}

function CompleteDay({ status }: { status: CurrentStatus }) {
  const { clock_in_time: clockIn, clock_out_time: clockOut, worked_minutes: worked } = status;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{T.dayComplete}</Typography.Text>
      {clockIn && <Typography.Text>{T.clockInAt(formatTime(clockIn))}</Typography.Text>}
      {clockOut && <Typography.Text>{T.clockOutAt(formatTime(clockOut))}</Typography.Text>}
      {worked !== null && <Typography.Text>{T.hoursWorked(minutesText(worked))}</Typography.Text>}
      {status.break_minutes > 0 && <Typography.Text>{T.breaksTaken(status.break_minutes)}</Typography.Text>}
      {status.auto_clocked_out && <Typography.Text>{T.autoClockedOut}</Typography.Text>}
    </Flex>
  );
}

/**
 * Spec: Clocked In or Clocked Out; the person's published shift; with today's times, the running hours (breaks
 * deducted) and the running break, or the completed day, and which times a correction set. `readAt`: when the
 * status was read, which the running hours count on from.
 */
export function ClockStatus({
  status,
  loading,
  readAt,
}: {
  status: CurrentStatus | undefined;
  loading: boolean;
  readAt: number | undefined;
}) {
  if (loading) return <Typography.Text>{T.loadingStatus}</Typography.Text>;
  const state = status?.state ?? 'not_clocked_in';
  return (
    <Flex vertical gap={12}>
      <ContrastTag tone={state === 'clocked_in' ? 'green' : undefined} style={TAG_STYLE}>
        {state === 'clocked_in' ? M.clockedIn : M.clockedOut}
      </ContrastTag>
      {status?.shift && (
        <Typography.Text strong>{T.yourShift(status.shift.start_time, status.shift.end_time)}</Typography.Text>
      )}
      {state === 'clocked_in' && status?.clock_in_time && <OpenDay status={status} readAt={readAt} />}
      {state === 'day_complete' && status && <CompleteDay status={status} />}
      {(status?.check_in_corrected || status?.check_out_corrected) && (
        <div>
          <CorrectedTag record={status} />
        </div>
      )}
    </Flex>
  );
}
