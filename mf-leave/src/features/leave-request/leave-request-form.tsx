import { Alert, Button, Form, Input } from 'antd';
import type { LeaveRequestInput } from 'api-contract';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import type { Notice } from 'shared-auth/ui';
import { LEAVE_TEXT_MAX_LENGTH } from '../../shared/messages';
import { usePostLeaveRequestMutation } from './api';
import { HalfDayFields, HourFields, ManagerEmailField, earliestStart, endNotBeforeStart } from './leave-request-fields';
import { LeaveTypeField, StartDateField, useLeaveTypeDetail } from './leave-type-fields';
import { FormPreview } from './request-preview';
import { useLeaveTexts } from '../../shared/leave-texts';

/** `today` is the first day a request may start unless its type allows back-dating. */
export function LeaveRequestForm({ today }: { today: string }) {
  const t = useLeaveTexts();
  const [form] = Form.useForm<LeaveRequestInput>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [requestLeave, { isLoading: sending }] = usePostLeaveRequestMutation();
  // Only the chosen type is watched, and only its details read: the form renders again when the type changes, not
  // after its first render (watching every field does) nor when the list of types arrives.
  const detail = useLeaveTypeDetail(Form.useWatch('leave_type', form));
  const minStart = earliestStart(today, !!detail?.backdating_allowed);
  const halfDays = !!detail?.half_days_allowed;
  // A type counted in hours takes one date and the times of day.
  const hourly = detail?.unit === 'hour';

  const submit = async ({ reason, ...values }: LeaveRequestInput) => {
    setNotice(null);
    // An hourly request is one day: its date is both ends.
    const span = hourly ? { end_date: values.start_date } : {};
    try {
      const result = await requestLeave({
        body: { ...values, ...span, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
      }).unwrap();
      form.resetFields();
      setNotice({ type: 'success', text: result?.message || t('texts.submitted') });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, t('messages.submitFailed'), t('messages.submitError')) });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      // The last outcome belongs to the last submit: editing starts the next one.
      onValuesChange={() => setNotice(null)}
      style={{ maxWidth: 480 }}
    >
      <ManagerEmailField />
      <LeaveTypeField />
      <StartDateField today={today} hourly={hourly} minStart={minStart} />
      {hourly ? (
        <HourFields />
      ) : (
        <Form.Item
          label={t('form.endDate')}
          name="end_date"
          dependencies={['start_date']}
          rules={[{ required: true, message: t('texts.endRequired') }, endNotBeforeStart(t)]}
        >
          <Input type="date" min={minStart} />
        </Form.Item>
      )}
      {halfDays && !hourly && <HalfDayFields />}
      <FormPreview hourly={hourly} />
      <Form.Item label={t('form.reason')} name="reason">
        <Input.TextArea rows={3} maxLength={LEAVE_TEXT_MAX_LENGTH} placeholder={t('form.optional')} />
      </Form.Item>
      {notice && (
        <Alert
          type={notice.type}
          title={notice.text}
          showIcon
          closable={{ onClose: () => setNotice(null) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" htmlType="submit" loading={sending} block>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
