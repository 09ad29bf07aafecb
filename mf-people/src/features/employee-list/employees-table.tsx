import { EditOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { App, Button, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useSession } from 'shared-auth';
import { useAttendanceValueText } from 'shared-auth/i18n';
import { usePeopleTexts } from '../../shared/people-texts';
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
  const t = usePeopleTexts();
  // The api's role, worded in the page's language (the common texts); one it does not know yet stays as sent.
  const roleTag = useAttendanceValueText();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const sessionEmployeeId = useSession()?.employee_id;
  const [terminateEmployee] = useDeleteEmployeesByIdMutation();
  // Nobody terminates themselves (the api refuses it too).
  const isSelf = (employee: EmployeeSummary) => String(employee.employee_id) === sessionEmployeeId;

  const confirmTerminate = (employee: EmployeeSummary) =>
    modal.confirm({
      title: t('messages.confirmDeleteEmployee'),
      content: `${employee.full_name} (${employee.email})`,
      okText: t('actions.terminate'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const result = await terminateEmployee({ id: employee.employee_id }).unwrap();
          onNotice({ type: 'success', text: result.message || t('messages.employeeDeleted') });
        } catch (error) {
          onNotice({
            type: 'error',
            text: errorMessage(error, t('messages.deleteEmployeeFailed'), t('messages.deleteEmployeeError')),
          });
        }
      },
    });

  const columns: TableColumnsType<EmployeeSummary> = [
    { title: t('columns.name'), dataIndex: 'full_name' },
    { title: t('columns.email'), dataIndex: 'email' },
    {
      title: t('columns.role'),
      dataIndex: 'role',
      render: (role: string) => <ContrastTag tone={ROLE_TONES[role]}>{roleTag(role)}</ContrastTag>,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, employee) => (
        <Space wrap>
          <Button
            icon={<EditOutlined />}
            aria-label={t('actions.editNamed', { name: employee.full_name })}
            onClick={() => navigate(`/employees/edit/${employee.employee_id}`)}
          >
            {t('actions.edit')}
          </Button>
          {!isSelf(employee) && (
            <Button
              danger
              icon={<UserDeleteOutlined />}
              aria-label={t('actions.terminateNamed', { name: employee.full_name })}
              onClick={() => confirmTerminate(employee)}
            >
              {t('actions.terminate')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ScrollTable<EmployeeSummary>
      label={t('list.table')}
      rowKey="employee_id"
      columns={columns}
      dataSource={employees}
      loading={loading}
      emptyText={t('messages.noEmployees')}
      pageSize={50}
    />
  );
}
