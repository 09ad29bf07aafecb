import { Alert, Input, Modal, Typography } from 'antd';
import type { LeaveRequest } from 'api-contract';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { leaveDates, LeaveTypeLabel } from '../../shared/leave-labels';
import { LEAVE_TEXT_MAX_LENGTH } from '../../shared/messages';
import {
  useGetLeaveRequestByRequestIdApprovalContextQuery,
  usePostLeaveRequestByRequestIdApproveMutation,
  usePostLeaveRequestByRequestIdRejectMutation,
} from './api';
import { ApprovalContextPanel } from './approval-context';
import { useLeaveTexts, type LeaveT } from '../../shared/leave-texts';

type Decision = 'approve' | 'reject';

/** The request and the decision the viewer chose; the modal asks for the optional comment. */
export interface PendingDecision {
  request: LeaveRequest;
  decision: Decision;
}

const wordingOf = (t: LeaveT, decision: Decision) =>
  decision === 'approve'
    ? { title: t('approval.approveTitle'), ok: t('approval.approve'), done: t('approval.approved') }
    : { title: t('approval.rejectTitle'), ok: t('approval.reject'), done: t('approval.rejected') };

/** Asks for the optional comment, then sends the decision; a refusal (e.g. decided meanwhile) shows here. */
export function DecisionModal({
  pending,
  onClose,
  onDecided,
}: {
  pending: PendingDecision;
  onClose: () => void;
  onDecided: (message: string) => void;
}) {
  const t = useLeaveTexts();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [approve, approving] = usePostLeaveRequestByRequestIdApproveMutation();
  const [reject, rejecting] = usePostLeaveRequestByRequestIdRejectMutation();
  const { request, decision } = pending;
  const context = useGetLeaveRequestByRequestIdApprovalContextQuery({ requestId: request.request_id });
  const wording = wordingOf(t, decision);
  const decide = decision === 'approve' ? approve : reject;

  const confirm = async () => {
    setError(null);
    try {
      const trimmed = comment.trim();
      const result = await decide({
        requestId: request.request_id,
        body: trimmed ? { comment: trimmed } : {},
      }).unwrap();
      onDecided(result?.message || wording.done);
    } catch (failure) {
      setError(errorMessage(failure, t('messages.generalError')));
    }
  };

  return (
    <Modal
      open
      title={wording.title}
      okText={wording.ok}
      // Held until the context has answered: its panel grows the dialog and would move the button under a click.
      okButtonProps={{ danger: decision === 'reject', disabled: context.isLoading }}
      confirmLoading={approving.isLoading || rejecting.isLoading}
      onOk={confirm}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {request.employee_name}: <LeaveTypeLabel type={request.leave_type} />, {leaveDates(request)}
      </Typography.Paragraph>
      <ApprovalContextPanel data={context.data} error={context.error} />
      <Input.TextArea
        aria-label={t('approval.comment')}
        placeholder={t('approval.comment')}
        rows={3}
        maxLength={LEAVE_TEXT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
