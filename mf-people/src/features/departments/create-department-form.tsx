import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { errorMessage } from 'shared-auth';
import { PEOPLE_MESSAGES as M } from '../../shared/messages';
import type { Notice } from '../../shared/types';
import { useCreateDepartmentMutation } from './api';

export function CreateDepartmentForm({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const [form] = Form.useForm<{ name?: string }>();
  const [createDepartment, { isLoading }] = useCreateDepartmentMutation();

  const create = async ({ name }: { name?: string }) => {
    const trimmed = name?.trim();
    if (!trimmed) return onNotice({ type: 'error', text: M.departmentNameRequired });
    try {
      const result = await createDepartment(trimmed).unwrap();
      form.resetFields();
      if (result.message) onNotice({ type: 'success', text: result.message });
    } catch (error) {
      onNotice({ type: 'error', text: errorMessage(error, M.createDepartmentError) });
    }
  };

  return (
    <Form form={form} onFinish={create}>
      <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
        <Form.Item name="name" noStyle>
          <Input placeholder="New department name" aria-label="Department name" maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={isLoading}>
          Create
        </Button>
      </Space.Compact>
    </Form>
  );
}
