import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Card, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { companyToday, errorMessage } from 'shared-auth';
import { AdjustmentForm } from './adjustment-form';
import { useGetEmployeesListQuery, useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } from './api';
import { BalancesTable } from './balances-table';
import { CarryOverCard } from './carry-over-card';
import { YearField } from '../../shared/year-field';
import { LedgerTable } from './ledger-table';
import { useSettingsTexts } from '../../shared/settings-texts';

const field = { layout: 'vertical' as const, style: { margin: 0 } };

/** An employee's balances and ledger of a year, the admin's adjustments, and the carry-over on demand. */
export function LeaveBalancesTab() {
  const t = useSettingsTexts();
  const [year, setYear] = useState(() => Number(companyToday().slice(0, 4)));
  const [employeeId, setEmployeeId] = useState<number | undefined>();
  const employees = useGetEmployeesListQuery();
  const query = employeeId === undefined ? undefined : { employeeId, year };
  const balances = useGetLeaveBalancesQuery(query ?? skipToken);
  const ledger = useGetLeaveLedgerQuery(query ?? skipToken);
  const error = employees.error ?? balances.error ?? ledger.error;

  return (
    <Flex vertical gap={16}>
      <Card title={t('balances.title')}>
        <Flex vertical gap={16}>
          <Flex wrap gap={16} align="flex-end">
            <Form.Item label={t('balances.employee')} htmlFor="balances-employee" {...field}>
              <Select
                id="balances-employee"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('balances.chooseEmployee')}
                style={{ width: 'min(260px, calc(100vw - 96px))' }}
                loading={employees.isLoading}
                value={employeeId}
                options={(employees.data ?? []).map((e) => ({ value: e.employee_id, label: e.full_name }))}
                onChange={(id: number) => setEmployeeId(id)}
              />
            </Form.Item>
            <YearField id="balances-year" label={t('balances.year')} value={year} onChange={setYear} />
          </Flex>
          {error && <Alert type="error" showIcon title={errorMessage(error, t('balances.fetchFailed'))} />}
          {query ? (
            <>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('balances.balances')}
              </Typography.Title>
              <BalancesTable rows={balances.data} loading={balances.isFetching} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('balances.adjustTitle')}
              </Typography.Title>
              <AdjustmentForm employeeId={query.employeeId} year={year} balances={balances.data ?? []} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('balances.ledger')}
              </Typography.Title>
              <LedgerTable lines={ledger.data} types={balances.data ?? []} loading={ledger.isFetching} />
            </>
          ) : (
            <Typography.Text type="secondary">{t('balances.pickEmployee')}</Typography.Text>
          )}
        </Flex>
      </Card>
      <CarryOverCard year={year} />
    </Flex>
  );
}
