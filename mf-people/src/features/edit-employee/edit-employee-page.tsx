import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ROUTE_LABELS, errorMessage, errorStatus } from 'shared-auth';
import { PEOPLE_MESSAGES as M } from '../../shared/messages';
import { KioskPinCard } from 'shared-auth/ui';
import { useGetEmployeesByIdQuery, usePutEmployeesByIdPinMutation } from './api';
import { ChangeManagerForm } from './change-manager-form';
import { EmployeeDetailsForm } from './employee-details-form';

function fetchError(error: unknown): string {
  return errorStatus(error) === 404 ? M.employeeNotFound : errorMessage(error, M.fetchEmployeeError);
}

function EditEmployee({ id }: { id: number }) {
  const { data: employee, error, isLoading } = useGetEmployeesByIdQuery({ id });
  const [setPin] = usePutEmployeesByIdPinMutation();
  if (isLoading) {
    return (
      <Flex gap={12} align="center">
        <Spin />
        <Typography.Text>{M.loadingEmployee}</Typography.Text>
      </Flex>
    );
  }
  if (error || !employee) return <Alert type="error" showIcon title={fetchError(error)} />;
  return (
    <>
      <Card title={`Employee details: ${employee.full_name}`}>
        <EmployeeDetailsForm employee={employee} />
      </Card>
      <Card title="Change Manager">
        <ChangeManagerForm employee={employee} />
      </Card>
      <KioskPinCard save={(pin) => setPin({ id, body: { pin } }).unwrap()} />
    </>
  );
}

export function EditEmployeePage() {
  const id = Number(useParams().employee_id);
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {ROUTE_LABELS.editEmployee}
      </Typography.Title>
      {Number.isInteger(id) && id > 0 ? (
        <EditEmployee id={id} />
      ) : (
        <Alert type="error" showIcon title={M.employeeNotFound} />
      )}
    </Flex>
  );
}
