import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostPayPeriodsMutation } from './api';
import type { Frequency } from './types';

const FREQUENCIES: readonly Frequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];
import { useSettingsTexts } from '../../shared/settings-texts';

interface FormValues {
  frequency: Frequency;
  start_date: string;
  count: number;
}

/** Adds consecutive periods; the api's refusal (a gap, an overlap, a start off the month grid) shows in the form. */
export function AddPeriodsModal({ start, onClose }: { start: string; onClose: (savedMessage?: string) => void }) {
  const t = useSettingsTexts();
  const [form] = Form.useForm<FormValues>();
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = usePostPayPeriodsMutation();

  const submit = async (body: FormValues) => {
    setError(null);
    try {
      onClose((await create({ body }).unwrap()).message);
    } catch (err) {
      setError(errorMessage(err, t('payPeriods.saveFailed')));
    }
  };

  return (
    <Modal
      open
      title={t('payPeriods.addTitle')}
      okText={t('payPeriods.addOk')}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ frequency: 'monthly', start_date: start, count: 1 }}
        onFinish={submit}
        onValuesChange={() => setError(null)}
      >
        <Form.Item name="frequency" label={t('payPeriods.frequency')}>
          <Select options={FREQUENCIES.map((value) => ({ value, label: t(`payPeriods.frequencies.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="start_date"
          label={t('payPeriods.startDate')}
          extra={t('payPeriods.startHint')}
          rules={[{ required: true, message: t('payPeriods.startRequired') }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item name="count" label={t('payPeriods.count')}>
          <InputNumber min={1} max={24} precision={0} style={{ width: 120 }} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
