import { Alert, Button, List, Modal, Typography } from 'antd';
import { errorMessage, formatLongDate, formatTime } from 'shared-auth';
import { EMPTY_CELL } from '../../shared/constants';
import { useAttendanceRevisionsQuery } from './api';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection, AttendanceRevision } from './types';

const when = (instant: string) => `${formatLongDate(instant)} ${formatTime(instant)}`;

function Revision({ revision }: { revision: AttendanceRevision }) {
  const by = T.changedBy(revision.changed_by_name ?? EMPTY_CELL, when(revision.changed_at));
  const replaced = revision.created_record
    ? T.createdRecord
    : `${T.replacedValues}: ${T.inOut(formatTime(revision.check_in_time) || EMPTY_CELL, formatTime(revision.check_out_time) || EMPTY_CELL)}`;
  return (
    <List.Item>
      <List.Item.Meta title={by} description={replaced} />
    </List.Item>
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
  const { data, error, isFetching } = useAttendanceRevisionsQuery(recordId);
  return (
    <Modal
      open
      title={T.historyFor(correction.employee_name, formatLongDate(correction.attendance_date))}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
    >
      {error && <Alert type="error" showIcon title={errorMessage(error, T.historyFailed)} />}
      <List<AttendanceRevision>
        loading={isFetching}
        dataSource={data ?? []}
        locale={{ emptyText: <Typography.Text type="secondary">{T.noHistory}</Typography.Text> }}
        renderItem={(revision) => <Revision revision={revision} />}
      />
    </Modal>
  );
}
