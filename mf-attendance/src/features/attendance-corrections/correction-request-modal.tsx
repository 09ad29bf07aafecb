import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, formatTime, useCompanyTimeZone } from 'shared-auth';
import { EMPTY_CELL } from '../../shared/constants';
import type { AttendanceLog } from '../../shared/types';
import { useGetAttendanceCorrectionsWindowQuery, usePostAttendanceCorrectionsMutation } from './api';
import { CORRECTION_TEXT_MAX_LENGTH } from './constants';
import { CORRECTION_TEXTS as T } from './messages';

interface Values {
  date?: string;
  clock_in_time?: string;
  clock_out_time?: string;
  reason?: string;
}

const recorded = (log: AttendanceLog) =>
  T.recordedNow(formatTime(log.check_in_time) || EMPTY_CELL, formatTime(log.check_out_time) || EMPTY_CELL);

/** The employee's request to fix a day: the day's record (if any) prefills the date; the api checks every limit. */
export function CorrectionRequestModal({ log, onClose }: { log?: AttendanceLog; onClose: () => void }) {
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
      setError(errorMessage(failure, T.sendFailed));
    }
  };

  return (
    <Modal
      open
      title={T.formTitle}
      okText={T.submit}
      cancelText={T.cancel}
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
        {log && <Typography.Paragraph type="secondary">{recorded(log)}</Typography.Paragraph>}
        <Form.Item
          name="date"
          label={T.date}
          extra={limits && T.windowHint(formatLongDate(limits.first_date), formatLongDate(limits.last_date))}
          rules={[{ required: true, message: T.dateRequired }]}
        >
          <Input type="date" min={limits?.first_date} max={limits?.last_date} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{T.timesHint(zone)}</Typography.Paragraph>
        <Form.Item name="clock_in_time" label={T.clockIn}>
          <Input type="time" />
        </Form.Item>
        <Form.Item name="clock_out_time" label={T.clockOut}>
          <Input type="time" />
        </Form.Item>
        <Form.Item name="reason" label={T.reason}>
          <Input.TextArea rows={3} maxLength={CORRECTION_TEXT_MAX_LENGTH} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
