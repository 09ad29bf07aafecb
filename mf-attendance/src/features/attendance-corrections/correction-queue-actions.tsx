import { Button, Space } from 'antd';
import { formatLongDate, useSession } from 'shared-auth';
import type { PendingDecision } from './correction-decision-modal';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection } from './types';

const DECISIONS: readonly PendingDecision['decision'][] = ['approve', 'reject'];

/** Approve and Reject for a pending request of someone else (the api decides the rest), and its record's history. */
export function CorrectionQueueActions({
  correction,
  onDecide,
  onHistory,
}: {
  correction: AttendanceCorrection;
  onDecide: (pending: PendingDecision) => void;
  onHistory: (correction: AttendanceCorrection) => void;
}) {
  const t = useAttendanceTexts();
  const session = useSession();
  const date = formatLongDate(correction.attendance_date);
  const decidable = correction.status === 'pending' && String(correction.employee_id) !== session?.employee_id;
  const decide = (decision: PendingDecision['decision']) => (
    <Button
      key={decision}
      type={decision === 'approve' ? 'primary' : 'default'}
      danger={decision === 'reject'}
      aria-label={t(`corrections.${decision}For`, { name: correction.employee_name, date })}
      onClick={() => onDecide({ correction, decision })}
    >
      {t(`corrections.${decision}`)}
    </Button>
  );

  return (
    <Space wrap>
      {decidable && DECISIONS.map(decide)}
      {correction.day_record_id !== null && (
        <Button
          aria-label={t('corrections.historyFor', { name: correction.employee_name, date })}
          onClick={() => onHistory(correction)}
        >
          {t('corrections.history')}
        </Button>
      )}
    </Space>
  );
}
