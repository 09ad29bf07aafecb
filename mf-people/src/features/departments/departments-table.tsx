import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate } from 'shared-auth';
import { PEOPLE_MESSAGES as M } from '../../shared/messages';
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
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<Department | null>(null);
  const [deleteDepartment] = useDeleteDepartmentsByIdMutation();

  const confirmDelete = (department: Department) =>
    modal.confirm({
      title: M.confirmDeleteDepartment,
      content: department.department_name,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const result = await deleteDepartment({ id: department.department_id }).unwrap();
          if (result.message) onNotice({ type: 'success', text: result.message });
        } catch (error) {
          onNotice({ type: 'error', text: errorMessage(error, M.deleteDepartmentError) });
        }
      },
    });

  const columns: TableColumnsType<Department> = [
    { title: 'Name', dataIndex: 'department_name' },
    { title: 'Created at', dataIndex: 'created_at', render: (value: string) => formatLongDate(value) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, department) => (
        <Space wrap>
          <Button
            icon={<EditOutlined />}
            onClick={() => setEditing(department)}
            aria-label={`Edit ${department.department_name}`}
          >
            Edit
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => confirmDelete(department)}
            aria-label={`Delete ${department.department_name}`}
          >
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ScrollTable<Department>
        label="Departments"
        rowKey="department_id"
        columns={columns}
        dataSource={departments}
        loading={loading}
      />
      {editing && <RenameDepartmentModal department={editing} onClose={() => setEditing(null)} onNotice={onNotice} />}
    </>
  );
}
