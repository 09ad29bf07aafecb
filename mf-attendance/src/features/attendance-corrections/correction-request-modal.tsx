import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, formatTime, useCompanyTimeZone } from 'shared-auth';
import { EMPTY_CELL } from '../../shared/constants';
import type { AttendanceLog } from '../../shared/types';
import { useGetAttendanceCorrectionsWindowQuery, usePostAttendanceCorrectionsMutation } from './api';
import { CORRECTION_TEXT_MAX_LENGTH } from './constants';
import { type AttendanceT, useAttendanceTexts } from '../../shared/attendance-texts';

interface Values {
  date?: string;
  clock_in_time?: string;
  clock_out_time?: string;
  reason?: string;
}

const recorded = (t: AttendanceT, log: AttendanceLog) =>
  t('corrections.recordedNow', {
    checkIn: formatTime(log.check_in_time) || EMPTY_CELL,
    checkOut: formatTime(log.check_out_time) || EMPTY_CELL,
  });

/** The employee's request to fix a day: the day's record (if any) prefills the date; the api checks every limit. */
export function CorrectionRequestModal({ log, onClose }: { log?: AttendanceLog; onClose: () => void }) {
  const t = useAttendanceTexts();
  const [form] = Form.useForm<Values>();
  const zone = useCompanyTimeZone();
  const { message } = App.useApp();
  const { data: limits } = useGetAttendanceCorrectionsWindowQuery();
  const [send, { isLoading }] = usePostAttendanceCorrectionsMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setError(null);
    try {
      const result = await send({
        body: {
          date: values.date ?? '',
          clock_in_time: values.clock_in_time || null,
          clock_out_time: values.clock_out_time || null,
          reason: values.reason ?? '',
        },
      }).unwrap();
      void message.success(result.message);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t('corrections.sendFailed')));
    }
  };

  return (
    <Modal
      open
      title={t('corrections.formTitle')}
      okText={t('corrections.submit')}
      cancelText={t('corrections.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ date: log?.attendance_date }}
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        {log && <Typography.Paragraph type="secondary">{recorded(t, log)}</Typography.Paragraph>}
        <Form.Item
          name="date"
          label={t('corrections.date')}
          extra={
            limits &&
            t('corrections.windowHint', {
              first: formatLongDate(limits.first_date),
              last: formatLongDate(limits.last_date),
            })
          }
          rules={[{ required: true, message: t('corrections.dateRequired') }]}
        >
          <Input type="date" min={limits?.first_date} max={limits?.last_date} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('corrections.timesHint', { zone })}</Typography.Paragraph>
        <Form.Item name="clock_in_time" label={t('corrections.clockIn')}>
          <Input type="time" />
        </Form.Item>
        <Form.Item name="clock_out_time" label={t('corrections.clockOut')}>
          <Input type="time" />
        </Form.Item>
        <Form.Item name="reason" label={t('corrections.reason')}>
          <Input.TextArea rows={3} maxLength={CORRECTION_TEXT_MAX_LENGTH} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
