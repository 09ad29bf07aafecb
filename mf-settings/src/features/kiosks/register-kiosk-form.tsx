import { Button, Flex, Form, Input, InputNumber } from 'antd';
import type { NewKiosk } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

/** Name and office of a new kiosk: its coordinates are where its clock actions are recorded. */
export function RegisterKioskForm({ busy, onSubmit }: { busy: boolean; onSubmit: (kiosk: NewKiosk) => void }) {
  const t = useSettingsTexts();
  const required = [{ required: true, message: t('kiosks.required') }];
  const [form] = Form.useForm<NewKiosk>();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => {
        onSubmit({ ...values, name: values.name.trim(), location_name: values.location_name.trim() });
        form.resetFields();
      }}
    >
      <Flex wrap gap={16} align="flex-end">
        <Form.Item name="name" label={t('kiosks.name')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="location_name" label={t('kiosks.location')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="latitude" label={t('kiosks.latitude')} rules={required}>
          <InputNumber min={-90} max={90} step={0.0001} />
        </Form.Item>
        <Form.Item name="longitude" label={t('kiosks.longitude')} rules={required}>
          <InputNumber min={-180} max={180} step={0.0001} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('kiosks.register')}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
