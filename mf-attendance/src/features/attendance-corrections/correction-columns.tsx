import type { TableColumnType } from 'antd';
import { formatLongDate, formatTime } from 'shared-auth';
import { EMPTY_CELL } from '../../shared/constants';
import { CorrectionStatusTag } from './correction-status-tag';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection } from './types';

type Column = TableColumnType<AttendanceCorrection>;

const shown = (time: string | null, missing: string) => formatTime(time) || missing;

/** The cells the employee's list and the review queue share. */
export const CORRECTION_COLUMNS = {
  employee: { title: T.employee, dataIndex: 'employee_name', key: 'employee' },
  date: { title: T.date, dataIndex: 'attendance_date', key: 'date', render: formatLongDate },
  recorded: {
    title: T.recorded,
    key: 'recorded',
    render: (_, row) =>
      row.day_record_id === null
        ? EMPTY_CELL
        : T.inOut(shown(row.current_check_in_time, EMPTY_CELL), shown(row.current_check_out_time, EMPTY_CELL)),
  },
  // A side left out keeps the record's time.
  requested: {
    title: T.requested,
    key: 'requested',
    render: (_, row) => T.inOut(shown(row.clock_in_time, T.unchanged), shown(row.clock_out_time, T.unchanged)),
  },
  reason: { title: T.reason, dataIndex: 'reason', key: 'reason' },
  status: {
    title: T.status,
    dataIndex: 'status',
    key: 'status',
    render: (status: AttendanceCorrection['status']) => <CorrectionStatusTag status={status} />,
  },
  comment: {
    title: T.comment,
    dataIndex: 'comment',
    key: 'comment',
    render: (comment: string | null) => comment || EMPTY_CELL,
  },
} satisfies Record<string, Column>;
