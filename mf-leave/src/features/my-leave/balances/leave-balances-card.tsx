import { Alert, Card, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } from './api';
import { LeaveBalancesTable, LeaveLedgerTable } from './leave-balances-tables';
import { useLeaveTexts } from '../../../shared/leave-texts';

/** The years a person looks back on or ahead to: two before the company's current year and the next one. */
function yearsAround(year: number): number[] {
  return [year - 2, year - 1, year, year + 1];
}

function YearSelect({
  year,
  thisYear,
  onChange,
}: {
  year: number;
  thisYear: number;
  onChange: (year: number) => void;
}) {
  const t = useLeaveTexts();
  return (
    <Form.Item label={t('myLeave.year')} htmlFor="leave-balance-year" layout="vertical" style={{ margin: 0 }}>
      <Select
        id="leave-balance-year"
        value={year}
        onChange={onChange}
        options={yearsAround(thisYear).map((value) => ({ value, label: String(value) }))}
        style={{ width: 120 }}
      />
    </Form.Item>
  );
}

/** The viewer's balances per leave type for a year, and the ledger lines behind them. */
export function LeaveBalancesCard({ thisYear }: { thisYear: number }) {
  const t = useLeaveTexts();
  const [year, setYear] = useState(thisYear);
  const balances = useGetLeaveBalancesQuery({ year });
  const ledger = useGetLeaveLedgerQuery({ year });
  const error = balances.error ?? ledger.error;

  return (
    <Card title={t('texts.balancesTitle')}>
      <Flex vertical gap={16}>
        <YearSelect year={year} thisYear={thisYear} onChange={setYear} />
        {error && <Alert type="error" showIcon title={errorMessage(error, t('messages.generalError'))} />}
        <LeaveBalancesTable balances={balances.data ?? []} loading={balances.isFetching} />
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {t('texts.ledgerTitle')}
        </Typography.Title>
        <LeaveLedgerTable lines={ledger.data ?? []} loading={ledger.isFetching} />
      </Flex>
    </Card>
  );
}
