import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { errorMessage } from 'shared-auth';
import { usePeopleTexts } from '../../shared/people-texts';
import type { Notice } from '../../shared/types';
import { usePostDepartmentsMutation } from './api';

/** `onEdit`: the name changed, so the last outcome no longer applies. */
export function CreateDepartmentForm({ onNotice, onEdit }: { onNotice: (notice: Notice) => void; onEdit: () => void }) {
  const t = usePeopleTexts();
  const [form] = Form.useForm<{ name?: string }>();
  const [createDepartment, { isLoading }] = usePostDepartmentsMutation();

  const create = async ({ name }: { name?: string }) => {
    onEdit();
    const trimmed = name?.trim();
    if (!trimmed) return onNotice({ type: 'error', text: t('messages.departmentNameRequired') });
    try {
      const result = await createDepartment({ body: { department_name: trimmed } }).unwrap();
      form.resetFields();
      if (result.message) onNotice({ type: 'success', text: result.message });
    } catch (error) {
      onNotice({ type: 'error', text: errorMessage(error, t('messages.createDepartmentError')) });
    }
  };

  return (
    <Form form={form} onFinish={create} layout="vertical" onValuesChange={onEdit}>
      <Form.Item label={t('departments.name')} htmlFor="new-department-name" style={{ marginBottom: 0 }}>
        <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
          <Form.Item name="name" noStyle>
            <Input id="new-department-name" placeholder={t('departments.namePlaceholder')} maxLength={100} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={isLoading}>
            {t('departments.createButton')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
