import { Alert, Button, Drawer, Flex, Typography, type TableColumnsType } from 'antd';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useGetPayPeriodsByIdQuery, usePostPayPeriodsByIdApproveMutation } from './api';
import { PAY_PERIOD_MESSAGES as M, PERIOD_STATUS } from './messages';
import { PeriodLockControls } from './period-lock-controls';
import type { PayPeriod, SignOff } from './types';

const when = (timestamp: string | null) => (timestamp ? `${formatLongDate(timestamp)} ${formatTime(timestamp)}` : '—');

/** One period: each person's sign-off (an admin may approve a submitted one), Lock or Unlock with a reason. */
export function PayPeriodDrawer({ period, onClose }: { period: PayPeriod; onClose: () => void }) {
  const { data, error, isFetching } = useGetPayPeriodsByIdQuery({ id: period.pay_period_id });
  const [approve] = usePostPayPeriodsByIdApproveMutation();
  const { notice, clear, succeed, fail, run } = useNotice();
  const locked = Boolean(data?.locked_at);

  const onApprove = async (person: SignOff) => {
    try {
      const body = { employee_id: person.employee_id };
      succeed((await run(() => approve({ id: period.pay_period_id, body }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, M.actionFailed));
    }
  };

  const columns: TableColumnsType<SignOff> = [
    { title: M.person, key: 'person', render: (_, p) => p.employee_name },
    {
      title: M.status,
      key: 'status',
      render: (_, p) => <ContrastTag tone={PERIOD_STATUS[p.status].tone}>{PERIOD_STATUS[p.status].text}</ContrastTag>,
    },
    { title: M.submittedAt, key: 'submitted', render: (_, p) => when(p.submitted_at) },
    { title: M.approvedAt, key: 'approved', render: (_, p) => when(p.approved_at) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) =>
        p.status === 'submitted' && !locked ? (
          <Button onClick={() => void onApprove(p)} aria-label={`${M.approve} ${p.employee_name}`}>
            {M.approve}
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
        {error && <Alert type="error" showIcon title={errorMessage(error, M.fetchFailed)} />}
        {data && (
          <PeriodLockControls
            period={data}
            onDone={(outcome) => (outcome.ok ? succeed(outcome.text) : fail(outcome.text))}
          />
        )}
        <ScrollTable<SignOff>
          label={`${M.signOff}: ${period.name}`}
          rowKey="employee_id"
          columns={columns}
          dataSource={data?.people}
          loading={isFetching}
          emptyText={M.noPeople}
        />
      </Flex>
    </Drawer>
  );
}
