import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS, errorMessage } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { useGetEmployeesListQuery } from '../../shared/api';
import { usePeopleTexts } from '../../shared/people-texts';
import { NoticeBanner } from 'shared-auth/ui';
import type { Notice } from '../../shared/types';
import { EmployeesTable } from './employees-table';
import { filterEmployees } from './filter-employees';

export function EmployeeListPage() {
  const t = usePeopleTexts();
  const routeLabel = useRouteLabel();
  const { data, error, isLoading, isFetching, refetch } = useGetEmployeesListQuery();
  const [filter, setFilter] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.employeeList)}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('messages.fetchEmployeesFailed'), t('messages.fetchEmployeesError'))}
          action={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              {t('actions.retry')}
            </Button>
          }
        />
      )}
      <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
      <Card>
        <Form.Item label={t('list.filter')} htmlFor="employee-filter" layout="vertical" style={{ maxWidth: 360 }}>
          <Input
            id="employee-filter"
            allowClear
            placeholder={t('list.filterPlaceholder')}
            value={filter}
            onChange={(event) => {
              setNotice(null);
              setFilter(event.target.value);
            }}
          />
        </Form.Item>
        <EmployeesTable employees={filterEmployees(data ?? [], filter)} loading={isLoading} onNotice={setNotice} />
      </Card>
    </Flex>
  );
}
