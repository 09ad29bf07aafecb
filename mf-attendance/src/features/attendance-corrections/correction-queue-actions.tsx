import { Button, Space } from 'antd';
import { formatLongDate, useSession } from 'shared-auth';
import type { PendingDecision } from './correction-decision-modal';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection } from './types';

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
  const session = useSession();
  const date = formatLongDate(correction.attendance_date);
  const decidable = correction.status === 'pending' && String(correction.employee_id) !== session?.employee_id;
  const decide = (decision: PendingDecision['decision'], label: string) => (
    <Button
      type={decision === 'approve' ? 'primary' : 'default'}
      danger={decision === 'reject'}
      aria-label={T.decideFor(label, correction.employee_name, date)}
      onClick={() => onDecide({ correction, decision })}
    >
      {label}
    </Button>
  );

  return (
    <Space wrap>
      {decidable && decide('approve', T.approve)}
      {decidable && decide('reject', T.reject)}
      {correction.day_record_id !== null && (
        <Button aria-label={T.historyFor(correction.employee_name, date)} onClick={() => onHistory(correction)}>
          {T.history}
        </Button>
      )}
    </Space>
  );
}
