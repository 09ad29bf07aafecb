import { Alert, Button, Card, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { SecretOnceModal } from '../../shared/secret-once-modal';
import { useDeleteApiTokensByIdMutation, useGetApiTokensQuery, useGetEmployeesListQuery } from './api';
import { CreateTokenModal } from './create-token-modal';
import { API_TOKEN_MESSAGES as M } from './messages';
import { tokenStatus } from './token-status';
import type { ApiToken, CreatedApiToken } from './types';

const when = (timestamp: string) => `${formatLongDate(timestamp)} ${formatTime(timestamp)}`;

/** The API tokens: create one (the token is shown once), see scopes, expiry and last use, revoke. */
export function ApiTokensCard() {
  const { data, error, isFetching } = useGetApiTokensQuery();
  const employees = useGetEmployeesListQuery();
  const [revoke] = useDeleteApiTokensByIdMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { notice, clear, succeed, fail, run } = useNotice();
  // Whether a token has expired is judged as the card opens.
  const [now] = useState(() => new Date());

  const creatorName = (token: ApiToken) =>
    employees.data?.find((e) => e.employee_id === token.created_by)?.full_name ?? `#${token.created_by}`;

  const onRevoke = async (token: ApiToken) => {
    try {
      succeed((await run(() => revoke({ id: token.token_id }).unwrap())).message);
    } catch (err) {
      fail(errorMessage(err, M.revokeFailed));
    }
  };

  const columns: TableColumnsType<ApiToken> = [
    { title: M.name, key: 'name', render: (_, t) => t.name },
    { title: M.prefix, key: 'prefix', render: (_, t) => <Typography.Text code>{`atl_${t.prefix}_…`}</Typography.Text> },
    {
      title: M.scopes,
      key: 'scopes',
      render: (_, t) => t.scopes.map((scope) => <ContrastTag key={scope}>{scope}</ContrastTag>),
    },
    { title: M.expires, key: 'expires', render: (_, t) => formatLongDate(t.expires_at) },
    { title: M.lastUsed, key: 'used', render: (_, t) => (t.last_used_at ? when(t.last_used_at) : M.never) },
    { title: M.createdBy, key: 'creator', render: (_, t) => creatorName(t) },
    {
      title: M.status,
      key: 'status',
      render: (_, t) => {
        const status = tokenStatus(t, now);
        return <ContrastTag tone={status.tone}>{status.text}</ContrastTag>;
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, t) =>
        !t.revoked_at && (
          <Popconfirm title={M.confirmRevoke} okText={M.revoke} onConfirm={() => onRevoke(t)}>
            <Button danger aria-label={`${M.revoke} ${t.name}`}>
              {M.revoke}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card title={M.title}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{M.intro}</Typography.Paragraph>
        <div>
          <Button type="primary" onClick={() => setCreating(true)}>
            {M.create}
          </Button>
        </div>
        <NoticeBanner notice={notice} onClose={clear} />
        {error && <Alert type="error" showIcon title={errorMessage(error, M.fetchFailed)} />}
        <ScrollTable<ApiToken>
          label={M.title}
          rowKey="token_id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          emptyText={M.empty}
        />
      </Flex>
      {creating && (
        <CreateTokenModal
          onCancel={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
            succeed(token.message);
          }}
        />
      )}
      {created && (
        <SecretOnceModal
          title={M.tokenTitle}
          label={M.tokenLabel}
          secret={created.token}
          warning={M.tokenWarning}
          onClose={() => setCreated(null)}
        />
      )}
    </Card>
  );
}
