import { Alert, Button, Form, Input, Select } from 'antd';
import type { LeaveRequestInput } from 'api-contract';
import { useState } from 'react';
import { errorMessage, leaveTypeName } from 'shared-auth';
import type { Notice } from 'shared-auth/ui';
import { LEAVE_TEXT_MAX_LENGTH } from '../../shared/messages';
import { useGetLeaveTypeDetailsQuery, usePostLeaveRequestMutation } from './api';
import {
  HalfDayFields,
  HourFields,
  ManagerEmailField,
  allowsBackdating,
  earliestStart,
  endNotBeforeStart,
  isHourly,
  startNotBeforeToday,
} from './leave-request-fields';
import { RequestPreview, previewQuery } from './request-preview';
import { useLeaveTexts } from '../../shared/leave-texts';

/** `today` is the first day a request may start unless its type allows back-dating. */
export function LeaveRequestForm({ today }: { today: string }) {
  const t = useLeaveTexts();
  const [form] = Form.useForm<LeaveRequestInput>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const types = useGetLeaveTypeDetailsQuery();
  const [requestLeave, { isLoading: sending }] = usePostLeaveRequestMutation();
  const values = Form.useWatch([], form);
  const leaveType = values?.leave_type;
  const minStart = earliestStart(today, allowsBackdating(leaveType, types.data));
  const halfDays = !!types.data?.find((detail) => detail.leave_type === leaveType)?.half_days_allowed;
  const hourly = isHourly(leaveType, types.data);
  const preview = previewQuery(values, hourly);

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
      <Form.Item
        label={t('form.leaveType')}
        name="leave_type"
        rules={[{ required: true, message: t('texts.typeRequired') }]}
        extra={types.error ? errorMessage(types.error, t('messages.generalError')) : undefined}
      >
        <Select
          placeholder={t('form.selectType')}
          loading={types.isLoading}
          options={(types.data ?? []).map(({ leave_type }) => ({
            value: leave_type,
            label: leaveTypeName(leave_type, types.data),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={hourly ? t('texts.date') : t('form.startDate')}
        name="start_date"
        dependencies={['leave_type']}
        rules={[{ required: true, message: t('texts.startRequired') }, startNotBeforeToday(t, today, types.data)]}
      >
        <Input type="date" min={minStart} />
      </Form.Item>
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
      {preview && <RequestPreview request={preview} />}
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
