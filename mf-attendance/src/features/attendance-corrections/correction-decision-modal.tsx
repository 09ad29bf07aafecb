import { Alert, App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate } from 'shared-auth';
import {
  usePostAttendanceCorrectionsByCorrectionIdApproveMutation,
  usePostAttendanceCorrectionsByCorrectionIdRejectMutation,
} from './api';
import { CORRECTION_TEXT_MAX_LENGTH } from './constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection, CorrectionDecision } from './types';

export interface PendingDecision {
  correction: AttendanceCorrection;
  decision: CorrectionDecision;
}

const WORDING = {
  approve: { title: 'corrections.approveTitle', ok: 'corrections.approve' },
  reject: { title: 'corrections.rejectTitle', ok: 'corrections.reject' },
} as const;

/** Asks for the comment, then sends the decision; a refusal (decided meanwhile, the record changed) shows here. */
export function CorrectionDecisionModal({ pending, onClose }: { pending: PendingDecision; onClose: () => void }) {
  const t = useAttendanceTexts();
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
      setError(errorMessage(failure, t('corrections.decideFailed')));
    }
  };

  return (
    <Modal
      open
      title={t(WORDING[decision].title)}
      okText={t(WORDING[decision].ok)}
      cancelText={t('corrections.cancel')}
      okButtonProps={{ danger: decision === 'reject' }}
      confirmLoading={approving.isLoading || rejecting.isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {correction.employee_name}, {formatLongDate(correction.attendance_date)}: {correction.reason}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label={t('corrections.commentOptional')}
        placeholder={t('corrections.commentOptional')}
        rows={3}
        maxLength={CORRECTION_TEXT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
