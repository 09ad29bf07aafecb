import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS, errorMessage } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { useGetDepartmentsQuery } from '../../shared/api';
import { usePeopleTexts } from '../../shared/people-texts';
import { NoticeBanner } from 'shared-auth/ui';
import type { Notice } from '../../shared/types';
import { CreateDepartmentForm } from './create-department-form';
import { DepartmentsTable } from './departments-table';

export function DepartmentsPage() {
  const t = usePeopleTexts();
  const routeLabel = useRouteLabel();
  const { data, error, isLoading, isFetching, refetch } = useGetDepartmentsQuery();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.departments)}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, t('messages.fetchDepartmentsError'))}
          action={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              {t('actions.retry')}
            </Button>
          }
        />
      )}
      <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
      <Card title={t('departments.create')}>
        <CreateDepartmentForm onNotice={setNotice} onEdit={() => setNotice(null)} />
      </Card>
      <Card title={t('departments.all')}>
        <DepartmentsTable departments={data ?? []} loading={isLoading} onNotice={setNotice} />
      </Card>
    </Flex>
  );
}
