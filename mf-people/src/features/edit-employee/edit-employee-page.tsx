import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ROUTE_LABELS, errorMessage, errorStatus } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { usePeopleTexts, type PeopleT } from '../../shared/people-texts';
import { KioskPinCard } from 'shared-auth/ui';
import { useGetEmployeesByIdQuery, usePutEmployeesByIdPinMutation } from './api';
import { ChangeManagerForm } from './change-manager-form';
import { EmployeeDetailsForm } from './employee-details-form';

function fetchError(t: PeopleT, error: unknown): string {
  return errorStatus(error) === 404
    ? t('messages.employeeNotFound')
    : errorMessage(error, t('messages.fetchEmployeeError'));
}

function EditEmployee({ id }: { id: number }) {
  const t = usePeopleTexts();
  const { data: employee, error, isLoading } = useGetEmployeesByIdQuery({ id });
  const [setPin] = usePutEmployeesByIdPinMutation();
  if (isLoading) {
    return (
      <Flex gap={12} align="center">
        <Spin />
        <Typography.Text>{t('messages.loadingEmployee')}</Typography.Text>
      </Flex>
    );
  }
  if (error || !employee) return <Alert type="error" showIcon title={fetchError(t, error)} />;
  return (
    <>
      <Card title={t('edit.detailsTitle', { name: employee.full_name })}>
        <EmployeeDetailsForm employee={employee} />
      </Card>
      <Card title={t('edit.changeManager')}>
        <ChangeManagerForm employee={employee} />
      </Card>
      <KioskPinCard save={(pin) => setPin({ id, body: { pin } }).unwrap()} />
    </>
  );
}

export function EditEmployeePage() {
  const t = usePeopleTexts();
  const routeLabel = useRouteLabel();
  const id = Number(useParams().employee_id);
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.editEmployee)}
      </Typography.Title>
      {Number.isInteger(id) && id > 0 ? (
        <EditEmployee id={id} />
      ) : (
        <Alert type="error" showIcon title={t('messages.employeeNotFound')} />
      )}
    </Flex>
  );
}
