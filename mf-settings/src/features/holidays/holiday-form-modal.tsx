import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostHolidaysMutation, usePutHolidaysByIdMutation } from './api';
import { HOLIDAY_MESSAGES as M } from './messages';
import type { Holiday } from './types';

interface FormValues {
  holiday_date: string;
  name: string;
  location: string;
}

interface Props {
  holiday: Holiday | null;
  /** The calendar the list shows: a new holiday goes there. */
  location: string;
  onClose: (savedMessage?: string) => void;
}

export function HolidayFormModal({ holiday, location, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading: creating }] = usePostHolidaysMutation();
  const [update, { isLoading: updating }] = usePutHolidaysByIdMutation();

  const submit = async (values: FormValues) => {
    const body = {
      holiday_date: values.holiday_date,
      name: values.name.trim(),
      location: values.location.trim() || null,
    };
    setError(null);
    try {
      const result = holiday
        ? await update({ id: holiday.holiday_id, body }).unwrap()
        : await create({ body }).unwrap();
      onClose(result.message);
    } catch (err) {
      setError(errorMessage(err, M.saveFailed));
    }
  };

  return (
    <Modal
      open
      title={holiday ? M.editTitle : M.addTitle}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={creating || updating}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={
          holiday
            ? { holiday_date: holiday.holiday_date, name: holiday.name, location: holiday.location ?? '' }
            : { holiday_date: '', name: '', location }
        }
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        <Form.Item name="holiday_date" label={M.date} rules={[{ required: true, message: M.dateRequired }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="name" label={M.name} rules={[{ required: true, whitespace: true, message: M.nameRequired }]}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="location" label={M.calendar} extra={M.calendarHint}>
          <Input maxLength={100} autoComplete="off" placeholder={M.everyOffice} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
