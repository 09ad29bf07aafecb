import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostHolidaysMutation, usePutHolidaysByIdMutation } from './api';
import type { Holiday } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

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
  const t = useSettingsTexts();
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
      setError(errorMessage(err, t('holidays.saveFailed')));
    }
  };

  return (
    <Modal
      open
      title={holiday ? t('holidays.editTitle') : t('holidays.addTitle')}
      okText={t('holidays.save')}
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
        <Form.Item
          name="holiday_date"
          label={t('holidays.date')}
          rules={[{ required: true, message: t('holidays.dateRequired') }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('holidays.name')}
          rules={[{ required: true, whitespace: true, message: t('holidays.nameRequired') }]}
        >
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Form.Item name="location" label={t('holidays.calendar')} extra={t('holidays.calendarHint')}>
          <Input maxLength={100} autoComplete="off" placeholder={t('holidays.everyOffice')} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
