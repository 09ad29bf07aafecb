import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { errorMessage, formatLongDate, formatTime } from 'shared-auth';
import { EMPTY_CELL } from '../../shared/constants';
import { useGetAttendanceLogsByRecordIdRevisionsQuery } from './api';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection, AttendanceRevision } from './types';

const when = (instant: string) => `${formatLongDate(instant)} ${formatTime(instant)}`;
const time = (instant: string | null) => formatTime(instant) || EMPTY_CELL;

function Revision({ revision }: { revision: AttendanceRevision }) {
  const t = useAttendanceTexts();
  const values = t('corrections.inOut', {
    checkIn: time(revision.check_in_time),
    checkOut: time(revision.check_out_time),
  });
  return (
    <li style={{ marginBottom: 12 }}>
      <Typography.Text strong>
        {t('corrections.changedBy', { name: revision.changed_by_name ?? EMPTY_CELL, when: when(revision.changed_at) })}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {revision.created_record ? t('corrections.createdRecord') : t('corrections.replacedValues', { values })}
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
  const t = useAttendanceTexts();
  const { data, error, isFetching } = useGetAttendanceLogsByRecordIdRevisionsQuery({ recordId });
  return (
    <Modal
      open
      title={t('corrections.historyFor', {
        name: correction.employee_name,
        date: formatLongDate(correction.attendance_date),
      })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('corrections.close')}</Button>}
    >
      {error && <Alert type="error" showIcon title={errorMessage(error, t('corrections.historyFailed'))} />}
      <Spin spinning={isFetching}>
        {data?.length === 0 && <Typography.Text type="secondary">{t('corrections.noHistory')}</Typography.Text>}
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          {(data ?? []).map((revision) => (
            <Revision key={revision.revision_id} revision={revision} />
          ))}
        </ol>
      </Spin>
    </Modal>
  );
}
