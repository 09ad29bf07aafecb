import { Flex, Tag, Tooltip, Typography, type TableColumnType } from 'antd';
import { formatLongDate, formatTime } from 'shared-auth';
import { CorrectedTag } from 'shared-auth/ui';
import { EMPTY_CELL } from './constants';
import { DiscrepancyTag } from './discrepancy-tag';
import { locationText } from './location-text';
import { minutesText } from './minutes-text';
import { ATTENDANCE_TEXTS } from './messages';
import { formatSpoofScore } from './spoof-score';
import type { AttendanceLog } from './types';
import { withVerification } from './verification-tag';

type Column = TableColumnType<AttendanceLog>;

const time = (value: string | null) => formatTime(value) || EMPTY_CELL;

function checkOut(value: string | null, log: AttendanceLog) {
  if (!log.auto_closed) return time(value);
  return (
    <>
      {time(value)}{' '}
      <Tooltip title={ATTENDANCE_TEXTS.autoClosed}>
        <Tag>auto</Tag>
      </Tooltip>
    </>
  );
}

/** Worked time, breaks deducted (the api's worked_minutes); the punched breaks, if any, under it. */
function worked(minutes: number | null, log: AttendanceLog) {
  if (minutes === null) return EMPTY_CELL;
  return (
    <Flex vertical>
      <span>{minutesText(minutes)}</span>
      {log.break_minutes > 0 && (
        <Typography.Text type="secondary">{ATTENDANCE_TEXTS.breaksTaken(log.break_minutes)}</Typography.Text>
      )}
    </Flex>
  );
}

const departments = (names: AttendanceLog['department_names']) =>
  (Array.isArray(names) ? names.join(', ') : names) || EMPTY_CELL;

/** The cells both log tables draw from, so the two screens read the same. */
export const LOG_COLUMNS = {
  date: { title: 'Date', dataIndex: 'attendance_date', key: 'date', render: formatLongDate },
  checkIn: {
    title: 'Check In',
    dataIndex: 'check_in_time',
    key: 'checkIn',
    render: (value: string | null, log: AttendanceLog) => withVerification(time(value), log),
  },
  checkOut: { title: 'Check Out', dataIndex: 'check_out_time', key: 'checkOut', render: checkOut },
  worked: { title: 'Worked', dataIndex: 'worked_minutes', key: 'worked', render: worked },
  employee: { title: 'Employee', dataIndex: 'employee_name', key: 'employee' },
  departments: { title: 'Departments', dataIndex: 'department_names', key: 'departments', render: departments },
  location: {
    title: 'Location',
    dataIndex: 'location',
    key: 'location',
    render: (location: string | null) => locationText(location) || EMPTY_CELL,
  },
  // A corrected clock in was not face-verified: the score of the check it replaced says nothing about it.
  spoofScore: {
    title: 'Spoof Score',
    dataIndex: 'spoof_score',
    key: 'spoofScore',
    render: (score: AttendanceLog['spoof_score'], log: AttendanceLog) =>
      log.check_in_corrected ? ATTENDANCE_TEXTS.notFaceVerified : formatSpoofScore(score),
  },
  discrepancy: {
    title: 'Discrepancy',
    dataIndex: 'discrepancy',
    key: 'discrepancy',
    render: (discrepancy: string | null, log: AttendanceLog) => (
      <Flex gap={4} wrap>
        <DiscrepancyTag discrepancy={discrepancy} />
        <CorrectedTag record={log} />
      </Flex>
    ),
  },
} satisfies Record<string, Column>;
