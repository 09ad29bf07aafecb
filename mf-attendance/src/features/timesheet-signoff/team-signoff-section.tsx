import { Alert, Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  errorMessage,
  type GetPayPeriodsByIdApiResponse,
  useGetPayPeriodsByIdQuery,
  useGetPayPeriodsQuery,
  useNotice,
  usePostPayPeriodsByIdApproveMutation,
  useSession,
} from 'shared-auth';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { usePostPayPeriodsByIdSubmitMutation } from '../../generated-api';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { chosenPeriod, PeriodSelect } from './period-select';
import { SignOffTag } from './status-tag';

type SignOff = GetPayPeriodsByIdApiResponse['people'][number];

/**
 * A manager's direct reports (everyone for an admin) and their timesheet of a pay period: confirm one for them,
 * approve a confirmed one. Nobody approves their own: the api refuses it, so no button offers it.
 */
export function TeamSignOffSection() {
  const t = useAttendanceTexts();
  const session = useSession();
  const [picked, setPicked] = useState<number>();
  const periods = useGetPayPeriodsQuery();
  const period = chosenPeriod(periods.data, picked);
  const detail = useGetPayPeriodsByIdQuery({ id: period?.pay_period_id ?? 0 }, { skip: !period });
  const [submit] = usePostPayPeriodsByIdSubmitMutation();
  const [approve] = usePostPayPeriodsByIdApproveMutation();
  const { notice, clear, succeed, fail, run } = useNotice();
  const locked = Boolean(detail.data?.locked_at);
  const people = (detail.data?.people ?? []).filter((p) => String(p.employee_id) !== session?.employee_id);

  const act = async (action: 'submit' | 'approve', person: SignOff) => {
    if (!period) return;
    const request = { id: period.pay_period_id, body: { employee_id: person.employee_id } };
    try {
      const sent = action === 'submit' ? submit(request) : approve(request);
      succeed((await run(() => sent.unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, t('signoff.actionFailed')));
    }
  };

  const columns: TableColumnsType<SignOff> = [
    { title: t('signoff.person'), key: 'person', render: (_, p) => p.employee_name },
    { title: t('signoff.status'), key: 'status', render: (_, p) => <SignOffTag status={p.status} /> },
    {
      title: t('signoff.actions'),
      key: 'actions',
      render: (_, p) => {
        if (locked || p.status === 'approved') return null;
        const action = p.status === 'open' ? 'submit' : 'approve';
        const [label, labelFor] =
          action === 'submit'
            ? ['signoff.confirmFor', 'signoff.confirmForName']
            : ['signoff.approve', 'signoff.approveName'];
        return (
          <Button onClick={() => void act(action, p)} aria-label={t(labelFor, { name: p.employee_name })}>
            {t(label)}
          </Button>
        );
      },
    },
  ];

  return (
    <Card title={<h3 style={{ margin: 0, whiteSpace: 'normal' }}>{t('signoff.teamTitle')}</h3>}>
      <Flex vertical gap={12}>
        <NoticeBanner notice={notice} onClose={clear} />
        {(periods.error || detail.error) && <Alert type="error" showIcon title={t('signoff.loadError')} />}
        {periods.data?.length === 0 && <Typography.Text>{t('signoff.noPeriods')}</Typography.Text>}
        {period && periods.data && (
          <Flex wrap gap={16} align="flex-end">
            <PeriodSelect
              id="team-signoff-period"
              periods={periods.data}
              value={period.pay_period_id}
              onChange={(id) => {
                clear();
                setPicked(id);
              }}
            />
            <Typography.Text>
              {t('signoff.progress', {
                submitted: period.submitted,
                approved: period.approved,
                total: period.total,
              })}
            </Typography.Text>
            {locked && <SignOffTag status="locked" />}
          </Flex>
        )}
        {period && (
          <ScrollTable<SignOff>
            label={t('signoff.teamTitleOf', { period: period.name })}
            rowKey="employee_id"
            size="small"
            columns={columns}
            dataSource={people}
            loading={detail.isFetching}
            emptyText={t('signoff.noPeople')}
            pageSize={20}
          />
        )}
      </Flex>
    </Card>
  );
}
