import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { LEAVE_MESSAGES, LEAVE_TEXTS } from '../../../shared/messages';
import { useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } from './api';
import { LeaveBalancesTable } from './leave-balances-table';
import { LeaveLedgerTable } from './leave-ledger-table';
import { YearSelect } from './year-select';

/** The viewer's balances per leave type for a year, and the ledger lines behind them. */
export function LeaveBalancesCard({ thisYear }: { thisYear: number }) {
  const [year, setYear] = useState(thisYear);
  const balances = useGetLeaveBalancesQuery({ year });
  const ledger = useGetLeaveLedgerQuery({ year });
  const error = balances.error ?? ledger.error;

  return (
    <Card title={LEAVE_TEXTS.balancesTitle}>
      <Flex vertical gap={16}>
        <YearSelect year={year} thisYear={thisYear} onChange={setYear} />
        {error && <Alert type="error" showIcon title={errorMessage(error, LEAVE_MESSAGES.generalError)} />}
        <LeaveBalancesTable balances={balances.data ?? []} loading={balances.isFetching} />
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {LEAVE_TEXTS.ledgerTitle}
        </Typography.Title>
        <LeaveLedgerTable lines={ledger.data ?? []} loading={ledger.isFetching} />
      </Flex>
    </Card>
  );
}
