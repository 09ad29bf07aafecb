import { Alert, App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate } from 'shared-auth';
import {
  usePostAttendanceCorrectionsByCorrectionIdApproveMutation,
  usePostAttendanceCorrectionsByCorrectionIdRejectMutation,
} from './api';
import { CORRECTION_TEXT_MAX_LENGTH } from './constants';
import { CORRECTION_TEXTS as T } from './messages';
import type { AttendanceCorrection, CorrectionDecision } from './types';

export interface PendingDecision {
  correction: AttendanceCorrection;
  decision: CorrectionDecision;
}

const WORDING = {
  approve: { title: T.approveTitle, ok: T.approve },
  reject: { title: T.rejectTitle, ok: T.reject },
} as const;

/** Asks for the comment, then sends the decision; a refusal (decided meanwhile, the record changed) shows here. */
export function CorrectionDecisionModal({ pending, onClose }: { pending: PendingDecision; onClose: () => void }) {
  const { correction, decision } = pending;
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [approve, approving] = usePostAttendanceCorrectionsByCorrectionIdApproveMutation();
  const [reject, rejecting] = usePostAttendanceCorrectionsByCorrectionIdRejectMutation();
  const { message } = App.useApp();

  const confirm = async () => {
    setError(null);
    try {
      const decide = decision === 'approve' ? approve : reject;
      const text = comment.trim();
      const result = await decide({
        correctionId: correction.correction_id,
        body: text ? { comment: text } : {},
      }).unwrap();
      void message.success(result.message);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, T.decideFailed));
    }
  };

  return (
    <Modal
      open
      title={WORDING[decision].title}
      okText={WORDING[decision].ok}
      cancelText={T.cancel}
      okButtonProps={{ danger: decision === 'reject' }}
      confirmLoading={approving.isLoading || rejecting.isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {correction.employee_name}, {formatLongDate(correction.attendance_date)}: {correction.reason}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label={T.commentOptional}
        placeholder={T.commentOptional}
        rows={3}
        maxLength={CORRECTION_TEXT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
