import { Alert, Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { companyToday, errorMessage, formatLongDate, useNotice } from 'shared-auth';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { AddPeriodsModal } from './add-periods-modal';
import { useGetPayPeriodsQuery } from './api';
import { nextStart } from './next-start';
import { PeriodStatusTag } from './period-status-tag';
import { PayPeriodDrawer } from './pay-period-drawer';
import { PayrollDownloadButtons } from './payroll-download-buttons';
import type { PayPeriod } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

/** The pay periods, newest first, with their sign-off progress; add the next ones, open one to lock or unlock it. */
export function PayPeriodsTab() {
  const t = useSettingsTexts();
  const { data, error, isFetching } = useGetPayPeriodsQuery();
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const { notice, clear, succeed, fail } = useNotice();
  const open = data?.find((period) => period.pay_period_id === openId);

  const columns: TableColumnsType<PayPeriod> = [
    { title: t('payPeriods.name'), key: 'name', render: (_, p) => p.name },
    {
      title: t('payPeriods.dates'),
      key: 'dates',
      render: (_, p) => `${formatLongDate(p.start_date)} – ${formatLongDate(p.end_date)}`,
    },
    {
      title: t('payPeriods.frequency'),
      key: 'frequency',
      render: (_, p) => t(`payPeriods.frequencies.${p.frequency}`),
    },
    {
      title: t('payPeriods.status'),
      key: 'status',
      render: (_, p) => <PeriodStatusTag status={p.status} />,
    },
    { title: t('payPeriods.signOff'), key: 'progress', render: (_, p) => t('payPeriods.progress', { ...p }) },
    {
      title: t('payPeriods.payroll'),
      key: 'payroll',
      render: (_, p) => <PayrollDownloadButtons period={p} onError={fail} />,
    },
    {
      title: t('actions.actions'),
      key: 'actions',
      render: (_, p) => (
        <Button onClick={() => setOpenId(p.pay_period_id)} aria-label={t('payPeriods.detailsOf', { name: p.name })}>
          {t('payPeriods.details')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('payPeriods.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('payPeriods.intro')}</Typography.Paragraph>
        <Flex>
          <Button type="primary" onClick={() => setAdding(true)} disabled={!data && !error}>
            {t('payPeriods.add')}
          </Button>
        </Flex>
        {error && <Alert type="error" showIcon title={errorMessage(error, t('payPeriods.fetchFailed'))} />}
        <NoticeBanner notice={notice} onClose={clear} />
        <ScrollTable<PayPeriod>
          label={t('payPeriods.title')}
          rowKey="pay_period_id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          emptyText={t('payPeriods.none')}
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
