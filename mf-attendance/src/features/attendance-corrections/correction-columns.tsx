import { formatLongDate, formatTime } from 'shared-auth';
import type { PlainColumn } from 'shared-auth/ui';
import { EMPTY_CELL } from '../../shared/constants';
import { CorrectionStatusTag } from './correction-status-tag';
import type { AttendanceT } from '../../shared/attendance-texts';
import type { AttendanceCorrection } from './types';

type Column = PlainColumn<AttendanceCorrection>;

const shown = (time: string | null, missing: string) => formatTime(time) || missing;

const inOut = (t: AttendanceT, checkIn: string, checkOut: string) => t('corrections.inOut', { checkIn, checkOut });

/** The cells the employee's list and the review queue share. */
export const correctionColumns = (t: AttendanceT) =>
  ({
    employee: { title: t('corrections.employee'), dataIndex: 'employee_name', key: 'employee' },
    date: { title: t('corrections.date'), dataIndex: 'attendance_date', key: 'date', render: formatLongDate },
    recorded: {
      title: t('corrections.recorded'),
      key: 'recorded',
      render: (_, row) =>
        row.day_record_id === null
          ? EMPTY_CELL
          : inOut(t, shown(row.current_check_in_time, EMPTY_CELL), shown(row.current_check_out_time, EMPTY_CELL)),
    },
    // A side left out keeps the record's time.
    requested: {
      title: t('corrections.requested'),
      key: 'requested',
      render: (_, row) => {
        const unchanged = t('corrections.unchanged');
        return inOut(t, shown(row.clock_in_time, unchanged), shown(row.clock_out_time, unchanged));
      },
    },
    reason: { title: t('corrections.reason'), dataIndex: 'reason', key: 'reason' },
    status: {
      title: t('corrections.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: AttendanceCorrection['status']) => <CorrectionStatusTag status={status} />,
    },
    comment: {
      title: t('corrections.comment'),
      dataIndex: 'comment',
      key: 'comment',
      render: (comment: string | null) => comment || EMPTY_CELL,
    },
  }) satisfies Record<string, Column>;
