import { Flex, Typography } from 'antd';
import { formatTime } from 'shared-auth';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { CurrentStatus } from './types';
import { useMinuteClock } from './use-minute-clock';
import { minutesText } from '../../shared/minutes-text';
import { minutesSince, workedMinutesAt } from './worked-hours';
import { ContrastTag, CorrectedTag } from 'shared-auth/ui';

const TAG_STYLE = { fontSize: 16, padding: '4px 12px', margin: 0, alignSelf: 'flex-start' };

function OpenDay({ status, readAt }: { status: CurrentStatus; readAt: number | undefined }) {
  const t = useAttendanceTexts();
  const now = useMinuteClock();
  const breakSince = status.on_break ? status.break_started_at : null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text>{t('texts.clockedInSince', { time: formatTime(status.clock_in_time) })}</Typography.Text>
      {breakSince && (
        <ContrastTag tone="orange" style={TAG_STYLE}>
          {t('texts.onBreakSince', { time: formatTime(breakSince), minutes: minutesSince(breakSince, now) })}
        </ContrastTag>
      )}
      <Typography.Text>
        {t('texts.hoursSoFar', { hours: minutesText(t, workedMinutesAt(status, readAt ?? now.getTime(), now)) })}
      </Typography.Text>
      {!breakSince && status.break_minutes > 0 && (
        <Typography.Text>{t('texts.breaksTaken', { minutes: status.break_minutes })}</Typography.Text>
      )}
    </Flex>
  );
}

function CompleteDay({ status }: { status: CurrentStatus }) {
  const t = useAttendanceTexts();
  const { clock_in_time: clockIn, clock_out_time: clockOut, worked_minutes: worked } = status;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('texts.dayComplete')}</Typography.Text>
      {clockIn && <Typography.Text>{t('texts.clockInAt', { time: formatTime(clockIn) })}</Typography.Text>}
      {clockOut && <Typography.Text>{t('texts.clockOutAt', { time: formatTime(clockOut) })}</Typography.Text>}
      {worked !== null && (
        <Typography.Text>{t('texts.hoursWorked', { hours: minutesText(t, worked) })}</Typography.Text>
      )}
      {status.break_minutes > 0 && (
        <Typography.Text>{t('texts.breaksTaken', { minutes: status.break_minutes })}</Typography.Text>
      )}
      {status.auto_clocked_out && <Typography.Text>{t('texts.autoClockedOut')}</Typography.Text>}
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
  const t = useAttendanceTexts();
  if (loading) return <Typography.Text>{t('texts.loadingStatus')}</Typography.Text>;
  const state = status?.state ?? 'not_clocked_in';
  return (
    <Flex vertical gap={12}>
      <ContrastTag tone={state === 'clocked_in' ? 'green' : undefined} style={TAG_STYLE}>
        {t(state === 'clocked_in' ? 'messages.clockedIn' : 'messages.clockedOut')}
      </ContrastTag>
      {status?.shift && (
        <Typography.Text strong>
          {t('texts.yourShift', { start: status.shift.start_time, end: status.shift.end_time })}
        </Typography.Text>
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
