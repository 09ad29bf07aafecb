import { Button, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { useGetEmployeesListQuery } from '../../shared/api';
import { managerOptions } from '../../shared/manager-options';
import { usePeopleTexts } from '../../shared/people-texts';
import { NoticeBanner, useClearable } from 'shared-auth/ui';
import type { EmployeeDetail, Notice } from '../../shared/types';
import { usePutEmployeesByIdManagerMutation } from './api';

/** Picks a manager or admin other than the employee; clearing the choice removes the manager. */
export function ChangeManagerForm({ employee }: { employee: EmployeeDetail }) {
  const t = usePeopleTexts();
  const clearable = useClearable();
  const employees = useGetEmployeesListQuery();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [changeManager, { isLoading }] = usePutEmployeesByIdManagerMutation();

  const save = async ({ manager_id }: { manager_id?: number | null }) => {
    try {
      const result = await changeManager({
        id: employee.employee_id,
        body: { manager_id: manager_id ?? null },
      }).unwrap();
      setNotice({ type: 'success', text: result.message || t('messages.managerUpdated') });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, t('messages.updateManagerError')) });
    }
  };

  return (
    <Form
      layout="vertical"
      initialValues={{ manager_id: employee.report_to ?? undefined }}
      onValuesChange={() => setNotice(null)}
      onFinish={save}
      style={{ maxWidth: 480 }}
    >
      <Form.Item label={t('edit.manager')} name="manager_id">
        <Select
          allowClear={clearable}
          showSearch
          placeholder={t('edit.noManager')}
          optionFilterProp="label"
          loading={employees.isLoading}
          options={managerOptions(employees.data ?? [], employee.employee_id)}
        />
      </Form.Item>
      <Flex vertical gap={16} align="flex-start">
        <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('edit.changeManager')}
        </Button>
      </Flex>
    </Form>
  );
}
