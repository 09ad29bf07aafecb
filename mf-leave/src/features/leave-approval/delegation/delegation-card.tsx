import { Button, Card, Flex, Form, Input, List, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, useNotice } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { LEAVE_MESSAGES } from '../../../shared/messages';
import {
  type Delegation,
  useDeleteMeDelegationByIdMutation,
  useGetMeDelegationCandidatesQuery,
  useGetMeDelegationQuery,
  usePostMeDelegationMutation,
} from './api';
import { DELEGATION_TEXTS as T } from './texts';

const period = (d: Delegation) =>
  d.start_date === d.end_date
    ? formatLongDate(d.start_date)
    : `${formatLongDate(d.start_date)} – ${formatLongDate(d.end_date)}`;

/** A manager or admin names who decides their leave approvals on the dates they are away. */
export function DelegationCard() {
  const delegations = useGetMeDelegationQuery();
  const candidates = useGetMeDelegationCandidatesQuery();
  const [create, creating] = usePostMeDelegationMutation();
  const [revoke] = useDeleteMeDelegationByIdMutation();
  const [draft, setDraft] = useState({ delegate_id: undefined as number | undefined, start_date: '', end_date: '' });
  const { notice, clear, succeed, fail, run } = useNotice();

  const save = () => {
    const { delegate_id, start_date, end_date } = draft;
    if (!delegate_id || !start_date || !end_date) return fail(T.fillIn);
    return run(() => create({ body: { delegate_id, start_date, end_date } }).unwrap())
      .then((result) => {
        succeed(result.message);
        setDraft({ delegate_id: undefined, start_date: '', end_date: '' });
      })
      .catch((error) => fail(errorMessage(error, LEAVE_MESSAGES.generalError)));
  };
  const remove = (id: number) =>
    run(() => revoke({ id }).unwrap())
      .then((result) => succeed(result.message))
      .catch((error) => fail(errorMessage(error, LEAVE_MESSAGES.generalError)));
  const options = (candidates.data ?? []).map((p) => ({ value: p.employee_id, label: p.employee_name }));
  const dateInput = (key: 'start_date' | 'end_date', id: string) => (
    <Input
      id={id}
      type="date"
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
    />
  );

  return (
    <Card title={T.title}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{T.explanation}</Typography.Paragraph>
        <Flex wrap gap={16} align="flex-end">
          <Form.Item label={T.delegate} htmlFor="delegation-delegate" layout="vertical" style={{ margin: 0 }}>
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
          <Form.Item label={T.from} htmlFor="delegation-from" layout="vertical" style={{ margin: 0 }}>
            {dateInput('start_date', 'delegation-from')}
          </Form.Item>
          <Form.Item label={T.to} htmlFor="delegation-to" layout="vertical" style={{ margin: 0 }}>
            {dateInput('end_date', 'delegation-to')}
          </Form.Item>
          <Button type="primary" onClick={save} loading={creating.isLoading}>
            {T.save}
          </Button>
        </Flex>
        <NoticeBanner notice={notice} onClose={clear} />
        <List<Delegation>
          aria-label={T.listLabel}
          loading={delegations.isLoading}
          dataSource={delegations.data ?? []}
          locale={{ emptyText: <Typography.Text>{T.none}</Typography.Text> }}
          renderItem={(d) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="remove"
                  title={T.removeConfirm}
                  okText={T.remove}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(d.delegation_id)}
                >
                  <Button danger size="small" aria-label={`${T.remove} ${d.delegate_name}, ${period(d)}`}>
                    {T.remove}
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
