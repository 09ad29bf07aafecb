import { Button, Flex, Form, Input, InputNumber } from 'antd';
import { KIOSK_MESSAGES as M } from './messages';
import type { NewKiosk } from './types';

const required = [{ required: true, message: M.required }];

/** Name and office of a new kiosk: its coordinates are where its clock actions are recorded. */
export function RegisterKioskForm({ busy, onSubmit }: { busy: boolean; onSubmit: (kiosk: NewKiosk) => void }) {
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
        <Form.Item name="name" label={M.name} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="location_name" label={M.location} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="latitude" label={M.latitude} rules={required}>
          <InputNumber min={-90} max={90} step={0.0001} />
        </Form.Item>
        <Form.Item name="longitude" label={M.longitude} rules={required}>
          <InputNumber min={-180} max={180} step={0.0001} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {M.register}
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
