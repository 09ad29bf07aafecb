import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostOvertimeByOvertimeIdApproveMutation, type GetOvertimeApiResponse } from '../../generated-api';
import { minutesText } from '../../shared/minutes-text';
import { OVERTIME_TEXTS as T } from './messages';

type Overtime = GetOvertimeApiResponse[number];
type Compensation = keyof typeof T.compensations;

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
  const [minutes, setMinutes] = useState<number | null>(overtime.minutes);
  const [comment, setComment] = useState('');
  const [compensation, setCompensation] = useState<Compensation>(overtime.requested_compensation ?? 'policy');
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
      setRefusal(errorMessage(failure, T.unknownError));
    }
  };
  return (
    <Modal
      open
      title={T.approveTitle}
      okText={T.approve}
      onOk={submit}
      confirmLoading={isLoading}
      onCancel={() => onClose()}
    >
      <p>
        {overtime.employee_name}, {overtime.period_date}: {minutesText(overtime.minutes)}
      </p>
      <Form layout="vertical" component="div">
        <Form.Item label={T.minutesLabel} htmlFor="overtime-minutes">
          <InputNumber
            id="overtime-minutes"
            min={1}
            precision={0}
            value={minutes}
            onChange={setMinutes}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={T.compensationLabel}>
          {overtime.requested_compensation ? (
            // The employee chose (employee_choice): the approval follows it.
            <span>{T.askedFor(T.compensations[overtime.requested_compensation])}</span>
          ) : (
            <Radio.Group
              aria-label={T.compensationLabel}
              value={compensation}
              onChange={(e) => setCompensation(e.target.value as Compensation)}
              options={Object.entries(T.compensations).map(([value, label]) => ({ value, label }))}
            />
          )}
        </Form.Item>
        <Form.Item label={T.commentLabel} htmlFor="overtime-comment">
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
