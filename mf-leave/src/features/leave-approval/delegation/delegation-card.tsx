import { Button, Card, Flex, Form, Input, List, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import {
  type Delegation,
  useDeleteMeDelegationByIdMutation,
  useGetMeDelegationCandidatesQuery,
  useGetMeDelegationQuery,
  usePostMeDelegationMutation,
} from './api';
import { useLeaveTexts } from '../../../shared/leave-texts';

const period = (d: Delegation) =>
  d.start_date === d.end_date
    ? formatLongDate(d.start_date)
    : `${formatLongDate(d.start_date)} – ${formatLongDate(d.end_date)}`;

/** A manager or admin names who decides their leave approvals on the dates they are away. */
export function DelegationCard() {
  const t = useLeaveTexts();
  const delegations = useGetMeDelegationQuery();
  const candidates = useGetMeDelegationCandidatesQuery();
  const [create, creating] = usePostMeDelegationMutation();
  const [revoke] = useDeleteMeDelegationByIdMutation();
  const [draft, setDraft] = useState({ delegate_id: undefined as number | undefined, start_date: '', end_date: '' });
  const { notice, clear, succeed, fail, run } = useNotice();

  const save = () => {
    const { delegate_id, start_date, end_date } = draft;
    if (!delegate_id || !start_date || !end_date) return fail(t('delegation.fillIn'));
    return run(() => create({ body: { delegate_id, start_date, end_date } }).unwrap())
      .then((result) => {
        succeed(result.message);
        setDraft({ delegate_id: undefined, start_date: '', end_date: '' });
      })
      .catch((error) => fail(errorMessage(error, t('messages.generalError'))));
  };
  const remove = (id: number) =>
    run(() => revoke({ id }).unwrap())
      .then((result) => succeed(result.message))
      .catch((error) => fail(errorMessage(error, t('messages.generalError'))));
  const options = (candidates.data ?? []).map((p) => ({ value: p.employee_id, label: p.employee_name }));
  const dateInput = (key: 'start_date' | 'end_date', id: string) => (
    <Input
      id={id}
      type="date"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );

  const fromInput = dateInput('start_date', 'delegation-from');
  const toInput = dateInput('end_date', 'delegation-to');

  return (
    <Card title={t('delegation.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('delegation.explanation')}</Typography.Paragraph>
        <Flex wrap gap={16} align="flex-end">
          <Form.Item
            label={t('delegation.delegate')}
            htmlFor="delegation-delegate"
            layout="vertical"
            style={{ margin: 0 }}
          >
            <Select<number>
              id="delegation-delegate"
              showSearch={{ optionFilterProp: 'label' }}
              value={draft.delegate_id}
              onChange={(delegate_id) => setDraft({ ...draft, delegate_id })}
              options={options}
              loading={candidates.isLoading}
              style={{ width: 'min(260px, 80vw)' }}
            />
          </Form.Item>
          <Form.Item label={t('delegation.from')} htmlFor="delegation-from" layout="vertical" style={{ margin: 0 }}>
            {fromInput}
          </Form.Item>
          <Form.Item label={t('delegation.to')} htmlFor="delegation-to" layout="vertical" style={{ margin: 0 }}>
            {toInput}
          </Form.Item>
          <Button type="primary" onClick={save} loading={creating.isLoading}>
            {t('delegation.save')}
          </Button>
        </Flex>
        <NoticeBanner notice={notice} onClose={clear} />
        <List<Delegation>
          aria-label={t('delegation.listLabel')}
          loading={delegations.isLoading}
          dataSource={delegations.data ?? []}
          locale={{ emptyText: <Typography.Text>{t('delegation.none')}</Typography.Text> }}
          renderItem={(d) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={t('delegation.removeConfirm')}
                  okText={t('delegation.remove')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(d.delegation_id)}
                >
                  <Button
                    danger
                    size="small"
                    aria-label={t('delegation.removeDelegation', { name: d.delegate_name, period: period(d) })}
                  >
                    {t('delegation.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta title={d.delegate_name} description={period(d)} />
            </List.Item>
          )}
        />
      </Flex>
    </Card>
  );
}
