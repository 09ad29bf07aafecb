import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ROUTE_LABELS, errorMessage } from 'shared-auth';
import { useGetDepartmentsQuery } from '../../shared/api';
import { PEOPLE_MESSAGES as M } from '../../shared/messages';
import { NoticeBanner } from 'shared-auth/ui';
import type { Notice } from '../../shared/types';
import { CreateDepartmentForm } from './create-department-form';
import { DepartmentsTable } from './departments-table';

export function DepartmentsPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetDepartmentsQuery();
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {ROUTE_LABELS.departments}
      </Typography.Title>
      {error && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(error, M.fetchDepartmentsError)}
          action={
            <Button size="small" onClick={() => refetch()} loading={isFetching}>
              Retry
            </Button>
          }
        />
      )}
      <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
      <Card title="Create department">
        <CreateDepartmentForm onNotice={setNotice} onEdit={() => setNotice(null)} />
      </Card>
      <Card title="All departments">
        <DepartmentsTable departments={data ?? []} loading={isLoading} onNotice={setNotice} />
      </Card>
    </Flex>
  );
}
