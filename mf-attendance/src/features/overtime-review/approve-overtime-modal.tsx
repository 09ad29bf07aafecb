import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostOvertimeByOvertimeIdApproveMutation, type GetOvertimeApiResponse } from '../../generated-api';
import { minutesText } from '../../shared/minutes-text';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { COMPENSATIONS, overtimeDate, type Compensation } from '../../shared/overtime-texts';

type Overtime = GetOvertimeApiResponse[number];
/** The approver's choice: the company's policy, or one of the compensations. */
type Choice = Compensation | 'policy';
const CHOICES: readonly Choice[] = ['policy', ...COMPENSATIONS];

/**
 * All or part of the overtime: the minutes default to all of it; the api refuses more. Paid or time in lieu as the
 * company's policy says, or as the employee chose where the policy lets them (the api refuses what it does not allow).
 */
export function ApproveOvertimeModal({
  overtime,
  onClose,
}: {
  overtime: Overtime;
  onClose: (message?: string) => void;
}) {
  const t = useAttendanceTexts();
  const [minutes, setMinutes] = useState<number | null>(overtime.minutes);
  const [comment, setComment] = useState('');
  const [compensation, setCompensation] = useState<Choice>(overtime.requested_compensation ?? 'policy');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [approve, { isLoading }] = usePostOvertimeByOvertimeIdApproveMutation();
  const submit = async () => {
    try {
      const body = {
        approved_minutes: minutes ?? overtime.minutes,
        comment: comment.trim() || null,
        ...(compensation === 'policy' ? {} : { compensation }),
      };
      const { message } = await approve({ overtimeId: overtime.overtime_id, body }).unwrap();
      onClose(message);
    } catch (failure) {
      setRefusal(errorMessage(failure, t('overtime.unknownError')));
    }
  };
  return (
    <Modal
      open
      title={t('overtime.approveTitle')}
      okText={t('overtime.approve')}
      onOk={submit}
      confirmLoading={isLoading}
      onCancel={() => onClose()}
    >
      <p>
        {overtime.employee_name}, {overtimeDate(t, overtime)}: {minutesText(t, overtime.minutes)}
      </p>
      <Form layout="vertical" component="div">
        <Form.Item label={t('overtime.minutesLabel')} htmlFor="overtime-minutes">
          <InputNumber
            id="overtime-minutes"
            min={1}
            precision={0}
            value={minutes}
            onChange={setMinutes}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('overtime.compensationLabel')}>
          {overtime.requested_compensation ? (
            // The employee chose (employee_choice): the approval follows it.
            <span>
              {t('overtime.askedFor', {
                compensation: t(`overtimeLabels.compensations.${overtime.requested_compensation}`),
              })}
            </span>
          ) : (
            <Radio.Group
              aria-label={t('overtime.compensationLabel')}
              value={compensation}
              onChange={(e) => setCompensation(e.target.value as Choice)}
              options={CHOICES.map((value) => ({ value, label: t(`overtimeLabels.compensations.${value}`) }))}
            />
          )}
        </Form.Item>
        <Form.Item label={t('overtime.commentLabel')} htmlFor="overtime-comment">
          <Input.TextArea
            id="overtime-comment"
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Form.Item>
      </Form>
      {refusal && <Alert role="alert" type="error" showIcon title={refusal} />}
    </Modal>
  );
}
