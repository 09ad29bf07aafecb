import { Alert, Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { companyToday, errorMessage, formatLongDate, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { AddPeriodsModal } from './add-periods-modal';
import { useGetPayPeriodsQuery } from './api';
import { FREQUENCIES, PAY_PERIOD_MESSAGES as M, PERIOD_STATUS } from './messages';
import { nextStart } from './next-start';
import { PayPeriodDrawer } from './pay-period-drawer';
import { PayrollDownloadButtons } from './payroll-download-buttons';
import type { PayPeriod } from './types';

/** The pay periods, newest first, with their sign-off progress; add the next ones, open one to lock or unlock it. */
export function PayPeriodsTab() {
  const { data, error, isFetching } = useGetPayPeriodsQuery();
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const { notice, clear, succeed, fail } = useNotice();
  const open = data?.find((period) => period.pay_period_id === openId);

  const columns: TableColumnsType<PayPeriod> = [
    { title: M.name, key: 'name', render: (_, p) => p.name },
    {
      title: M.dates,
      key: 'dates',
      render: (_, p) => `${formatLongDate(p.start_date)} – ${formatLongDate(p.end_date)}`,
    },
    { title: M.frequency, key: 'frequency', render: (_, p) => FREQUENCIES[p.frequency] },
    {
      title: M.status,
      key: 'status',
      render: (_, p) => <ContrastTag tone={PERIOD_STATUS[p.status].tone}>{PERIOD_STATUS[p.status].text}</ContrastTag>,
    },
    { title: M.signOff, key: 'progress', render: (_, p) => M.progress(p) },
    { title: M.payroll, key: 'payroll', render: (_, p) => <PayrollDownloadButtons period={p} onError={fail} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <Button onClick={() => setOpenId(p.pay_period_id)} aria-label={`${M.details} ${p.name}`}>
          {M.details}
        </Button>
      ),
    },
  ];

  return (
    <Card title={M.title}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{M.intro}</Typography.Paragraph>
        <Flex>
          <Button type="primary" onClick={() => setAdding(true)} disabled={!data && !error}>
            {M.add}
          </Button>
        </Flex>
        {error && <Alert type="error" showIcon title={errorMessage(error, M.fetchFailed)} />}
        <NoticeBanner notice={notice} onClose={clear} />
        <ScrollTable<PayPeriod>
          label={M.title}
          rowKey="pay_period_id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          emptyText={M.none}
        />
      </Flex>
      {adding && (
        <AddPeriodsModal
          start={nextStart(data, companyToday())}
          onClose={(saved) => {
            setAdding(false);
            if (saved) succeed(saved);
          }}
        />
      )}
      {open && <PayPeriodDrawer period={open} onClose={() => setOpenId(null)} />}
    </Card>
  );
}
