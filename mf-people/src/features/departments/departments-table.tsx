import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS, errorMessage, formatLongDate } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { usePeopleTexts } from '../../shared/people-texts';
import type { Department, Notice } from '../../shared/types';
import { useDeleteDepartmentsByIdMutation } from './api';
import { RenameDepartmentModal } from './rename-department-modal';
import { ScrollTable } from 'shared-auth/ui';

interface Props {
  departments: Department[];
  loading: boolean;
  onNotice: (notice: Notice) => void;
}

export function DepartmentsTable({ departments, loading, onNotice }: Props) {
  const t = usePeopleTexts();
  const routeLabel = useRouteLabel();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<Department | null>(null);
  const [deleteDepartment] = useDeleteDepartmentsByIdMutation();

  const confirmDelete = (department: Department) =>
    modal.confirm({
      title: t('messages.confirmDeleteDepartment'),
      content: department.department_name,
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const result = await deleteDepartment({ id: department.department_id }).unwrap();
          if (result.message) onNotice({ type: 'success', text: result.message });
        } catch (error) {
          onNotice({ type: 'error', text: errorMessage(error, t('messages.deleteDepartmentError')) });
        }
      },
    });

  const columns: TableColumnsType<Department> = [
    { title: t('columns.name'), dataIndex: 'department_name' },
    { title: t('columns.createdAt'), dataIndex: 'created_at', render: (value: string) => formatLongDate(value) },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, department) => (
        <Space wrap>
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing(department)}
            aria-label={t('actions.editNamed', { name: department.department_name })}
          >
            {t('actions.edit')}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => confirmDelete(department)}
            aria-label={t('actions.deleteNamed', { name: department.department_name })}
          >
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ScrollTable<Department>
        label={routeLabel(ROUTE_LABELS.departments)}
        rowKey="department_id"
        columns={columns}
        dataSource={departments}
        loading={loading}
      />
      {editing && <RenameDepartmentModal department={editing} onClose={() => setEditing(null)} onNotice={onNotice} />}
    </>
  );
}
