import { Flex, Tag, Tooltip, Typography } from 'antd';
import { formatLongDate, formatTime, useLanguage } from 'shared-auth';
import { attendanceValueText, useCommonTexts, type CommonT } from 'shared-auth/i18n';
import { correctedTag, type PlainColumn } from 'shared-auth/ui';
import { useAttendanceTexts, type AttendanceT } from './attendance-texts';
import { EMPTY_CELL } from './constants';
import { DiscrepancyTag } from './discrepancy-tag';
import { locationText } from './location-text';
import { minutesText } from './minutes-text';
import { formatSpoofScore } from './spoof-score';
import type { AttendanceLog } from './types';
import { withVerification } from './verification-tag';

type Column = PlainColumn<AttendanceLog>;

const time = (value: string | null) => formatTime(value) || EMPTY_CELL;

function checkOut(t: AttendanceT, value: string | null, log: AttendanceLog) {
  if (!log.auto_closed) return time(value);
  return (
    <>
      {time(value)}{' '}
      <Tooltip title={t('texts.autoClosed')}>
        <Tag>{t('texts.auto')}</Tag>
      </Tooltip>
    </>
  );
}

/** Worked time, breaks deducted (the api's worked_minutes); the punched breaks, if any, under it. */
function worked(t: AttendanceT, minutes: number | null, log: AttendanceLog) {
  if (minutes === null) return EMPTY_CELL;
  return (
    <Flex vertical>
      <span>{minutesText(t, minutes)}</span>
      {log.break_minutes > 0 && (
        <Typography.Text type="secondary">{t('texts.breaksTaken', { minutes: log.break_minutes })}</Typography.Text>
      )}
    </Flex>
  );
}

const departments = (names: AttendanceLog['department_names']) =>
  (Array.isArray(names) ? names.join(', ') : names) || EMPTY_CELL;

/** The texts the cells are worded with, read once by the table's page: hooks in the cells would run once per row. */
export interface CellTexts {
  t: AttendanceT;
  common: CommonT;
  valueText: (value: string) => string;
}

export function useCellTexts(): CellTexts {
  const common = useCommonTexts();
  return { t: useAttendanceTexts(), common, valueText: attendanceValueText(common, useLanguage()) };
}

/** The cells both log tables draw from, so the two screens read the same. */
export const logColumns = ({ t, common, valueText }: CellTexts) =>
  ({
    date: { title: t('columns.date'), dataIndex: 'attendance_date', key: 'date', render: formatLongDate },
    checkIn: {
      title: t('columns.checkIn'),
      dataIndex: 'check_in_time',
      key: 'checkIn',
      render: (value: string | null, log: AttendanceLog) => withVerification(t, time(value), log),
    },
    checkOut: {
      title: t('columns.checkOut'),
      dataIndex: 'check_out_time',
      key: 'checkOut',
      render: (value: string | null, log: AttendanceLog) => checkOut(t, value, log),
    },
    worked: {
      title: t('columns.worked'),
      dataIndex: 'worked_minutes',
      key: 'worked',
      render: (minutes: number | null, log: AttendanceLog) => worked(t, minutes, log),
    },
    employee: { title: t('columns.employee'), dataIndex: 'employee_name', key: 'employee' },
    departments: {
      title: t('columns.departments'),
      dataIndex: 'department_names',
      key: 'departments',
      render: departments,
    },
    location: {
      title: t('columns.location'),
      dataIndex: 'location',
      key: 'location',
      render: (location: string | null) => locationText(location) || EMPTY_CELL,
    },
    // A corrected clock in was not face-verified: the score of the check it replaced says nothing about it.
    spoofScore: {
      title: t('columns.spoofScore'),
      dataIndex: 'spoof_score',
      key: 'spoofScore',
      render: (score: AttendanceLog['spoof_score'], log: AttendanceLog) =>
        log.check_in_corrected ? t('texts.notFaceVerified') : formatSpoofScore(t, score),
    },
    discrepancy: {
      title: t('columns.discrepancy'),
      dataIndex: 'discrepancy',
      key: 'discrepancy',
      render: (discrepancy: string | null, log: AttendanceLog) => (
        <Flex gap={4} wrap>
          <DiscrepancyTag discrepancy={discrepancy} valueText={valueText} />
          {correctedTag(common, log)}
        </Flex>
      ),
    },
  }) satisfies Record<string, Column>;
