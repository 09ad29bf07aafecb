import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { errorMessage, formatLongDate, formatTime } from 'shared-auth';
import { EMPTY_CELL } from '../../shared/constants';
import { useGetAttendanceLogsByRecordIdRevisionsQuery } from './api';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection, AttendanceRevision } from './types';

const when = (instant: string) => `${formatLongDate(instant)} ${formatTime(instant)}`;
const time = (instant: string | null) => formatTime(instant) || EMPTY_CELL;

function Revision({ revision }: { revision: AttendanceRevision }) {
  return (
    <li style={{ marginBottom: 12 }}>
      <Typography.Text strong>
        {T.changedBy(revision.changed_by_name ?? EMPTY_CELL, when(revision.changed_at))}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {revision.created_record
          ? T.createdRecord
          : `${T.replacedValues}: ${T.inOut(time(revision.check_in_time), time(revision.check_out_time))}`}
      </Typography.Text>
    </li>
  );
}

/** The values each approved correction replaced on the day's record, oldest first. */
export function RevisionHistoryModal({
  correction,
  recordId,
  onClose,
}: {
  correction: AttendanceCorrection;
  recordId: number;
  onClose: () => void;
}) {
  const { data, error, isFetching } = useGetAttendanceLogsByRecordIdRevisionsQuery({ recordId });
  return (
    <Modal
      open
      title={T.historyFor(correction.employee_name, formatLongDate(correction.attendance_date))}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
    >
      {error && <Alert type="error" showIcon title={errorMessage(error, T.historyFailed)} />}
      <Spin spinning={isFetching}>
        {data?.length === 0 && <Typography.Text type="secondary">{T.noHistory}</Typography.Text>}
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {(data ?? []).map((revision) => (
            <Revision key={revision.revision_id} revision={revision} />
          ))}
        </ol>
      </Spin>
    </Modal>
  );
}
