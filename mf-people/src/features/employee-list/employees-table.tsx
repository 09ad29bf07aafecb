import { EditOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { App, Button, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useSession } from 'shared-auth';
import { PEOPLE_MESSAGES as M } from '../../shared/messages';
import type { EmployeeSummary, Notice } from '../../shared/types';
import { useDeleteEmployeesByIdMutation } from './api';
import { ContrastTag, ScrollTable } from 'shared-auth/ui';

const ROLE_TONES: Record<string, string> = { admin: 'purple', manager: 'blue' };

interface Props {
  employees: EmployeeSummary[];
  loading: boolean;
  onNotice: (notice: Notice) => void;
}

export function EmployeesTable({ employees, loading, onNotice }: Props) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const sessionEmployeeId = useSession()?.employee_id;
  const [terminateEmployee] = useDeleteEmployeesByIdMutation();
  // Nobody terminates themselves (the api refuses it too).
  const isSelf = (employee: EmployeeSummary) => String(employee.employee_id) === sessionEmployeeId;

  const confirmTerminate = (employee: EmployeeSummary) =>
    modal.confirm({
      title: M.confirmDeleteEmployee,
      content: `${employee.full_name} (${employee.email})`,
      okText: 'Terminate',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const result = await terminateEmployee({ id: employee.employee_id }).unwrap();
          onNotice({ type: 'success', text: result.message || M.employeeDeleted });
        } catch (error) {
          onNotice({ type: 'error', text: errorMessage(error, M.deleteEmployeeFailed, M.deleteEmployeeError) });
        }
      },
    });

  const columns: TableColumnsType<EmployeeSummary> = [
    { title: 'Name', dataIndex: 'full_name' },
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Role',
      dataIndex: 'role',
      render: (role: string) => <ContrastTag tone={ROLE_TONES[role]}>{role}</ContrastTag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, employee) => (
        <Space wrap>
          <Button
            icon={<EditOutlined />}
            aria-label={`Edit ${employee.full_name}`}
            onClick={() => navigate(`/employees/edit/${employee.employee_id}`)}
          >
            Edit
          </Button>
          {!isSelf(employee) && (
            <Button
              danger
              icon={<UserDeleteOutlined />}
              aria-label={`Terminate ${employee.full_name}`}
              onClick={() => confirmTerminate(employee)}
            >
              Terminate
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ScrollTable<EmployeeSummary>
      label="Employees"
      rowKey="employee_id"
      columns={columns}
      dataSource={employees}
      loading={loading}
      emptyText={M.noEmployees}
      pageSize={50}
    />
  );
}
