import { Alert, Button, Drawer, Flex, Typography, type TableColumnsType } from 'antd';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useGetPayPeriodsByIdQuery, usePostPayPeriodsByIdApproveMutation } from './api';
import { PeriodLockControls } from './period-lock-controls';
import { PeriodStatusTag } from './period-status-tag';
import type { PayPeriod, SignOff } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

const when = (timestamp: string | null) => (timestamp ? `${formatLongDate(timestamp)} ${formatTime(timestamp)}` : '—');

/** One period: each person's sign-off (an admin may approve a submitted one), Lock or Unlock with a reason. */
export function PayPeriodDrawer({ period, onClose }: { period: PayPeriod; onClose: () => void }) {
  const t = useSettingsTexts();
  const { data, error, isFetching } = useGetPayPeriodsByIdQuery({ id: period.pay_period_id });
  const [approve] = usePostPayPeriodsByIdApproveMutation();
  const { notice, clear, succeed, fail, run } = useNotice();
  const locked = Boolean(data?.locked_at);

  const onApprove = async (person: SignOff) => {
    try {
      const body = { employee_id: person.employee_id };
      succeed((await run(() => approve({ id: period.pay_period_id, body }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('payPeriods.actionFailed')));
    }
  };

  const columns: TableColumnsType<SignOff> = [
    { title: t('payPeriods.person'), key: 'person', render: (_, p) => p.employee_name },
    {
      title: t('payPeriods.status'),
      key: 'status',
      render: (_, p) => <PeriodStatusTag status={p.status} />,
    },
    { title: t('payPeriods.submittedAt'), key: 'submitted', render: (_, p) => when(p.submitted_at) },
    { title: t('payPeriods.approvedAt'), key: 'approved', render: (_, p) => when(p.approved_at) },
    {
      title: t('actions.actions'),
      key: 'actions',
      render: (_, p) =>
        p.status === 'submitted' && !locked ? (
          <Button onClick={() => void onApprove(p)} aria-label={t('payPeriods.approveOne', { name: p.employee_name })}>
            {t('payPeriods.approve')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Drawer open title={period.name} onClose={onClose} size="min(860px, 100vw)">
      <Flex vertical gap={16}>
        <Typography.Text>
          {formatLongDate(period.start_date)} – {formatLongDate(period.end_date)}
        </Typography.Text>
        <NoticeBanner notice={notice} onClose={clear} />
        {error && <Alert type="error" showIcon title={errorMessage(error, t('payPeriods.fetchFailed'))} />}
        {data && (
          <PeriodLockControls
            period={data}
            onDone={(outcome) => (outcome.ok ? succeed(outcome.text) : fail(outcome.text))}
          />
        )}
        <ScrollTable<SignOff>
          label={t('payPeriods.signOffOf', { name: period.name })}
          rowKey="employee_id"
          columns={columns}
          dataSource={data?.people}
          loading={isFetching}
          emptyText={t('payPeriods.noPeople')}
        />
      </Flex>
    </Drawer>
  );
}
