import { Alert, Button, Card, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { ContrastTag, NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { SecretOnceModal } from '../../shared/secret-once-modal';
import { useDeleteApiTokensByIdMutation, useGetApiTokensQuery, useGetEmployeesListQuery } from './api';
import { CreateTokenModal } from './create-token-modal';
import { tokenStatus } from './token-status';
import type { ApiToken, CreatedApiToken } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

const when = (timestamp: string) => `${formatLongDate(timestamp)} ${formatTime(timestamp)}`;

/** The API tokens: create one (the token is shown once), see scopes, expiry and last use, revoke. */
export function ApiTokensCard() {
  const t = useSettingsTexts();
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
      fail(errorMessage(err, t('apiTokens.revokeFailed')));
    }
  };

  const columns: TableColumnsType<ApiToken> = [
    { title: t('apiTokens.name'), key: 'name', render: (_, token) => token.name },
    {
      title: t('apiTokens.prefix'),
      key: 'prefix',
      render: (_, token) => <Typography.Text code>{`atl_${token.prefix}_…`}</Typography.Text>,
    },
    {
      title: t('apiTokens.scopes'),
      key: 'scopes',
      render: (_, token) => token.scopes.map((scope) => <ContrastTag key={scope}>{scope}</ContrastTag>),
    },
    { title: t('apiTokens.expires'), key: 'expires', render: (_, token) => formatLongDate(token.expires_at) },
    {
      title: t('apiTokens.lastUsed'),
      key: 'used',
      render: (_, token) => (token.last_used_at ? when(token.last_used_at) : t('apiTokens.never')),
    },
    { title: t('apiTokens.createdBy'), key: 'creator', render: (_, token) => creatorName(token) },
    {
      title: t('apiTokens.status'),
      key: 'status',
      render: (_, token) => {
        const status = tokenStatus(token, now);
        return <ContrastTag tone={status.tone}>{t(`apiTokens.${status.key}`)}</ContrastTag>;
      },
    },
    {
      title: t('actions.actions'),
      key: 'actions',
      render: (_, token) =>
        !token.revoked_at && (
          <Popconfirm
            title={t('apiTokens.confirmRevoke')}
            okText={t('apiTokens.revoke')}
            onConfirm={() => onRevoke(token)}
          >
            <Button danger aria-label={t('apiTokens.revokeOne', { name: token.name })}>
              {t('apiTokens.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card title={t('apiTokens.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('apiTokens.intro')}</Typography.Paragraph>
        <div>
          <Button type="primary" onClick={() => setCreating(true)}>
            {t('apiTokens.create')}
          </Button>
        </div>
        <NoticeBanner notice={notice} onClose={clear} />
        {error && <Alert type="error" showIcon title={errorMessage(error, t('apiTokens.fetchFailed'))} />}
        <ScrollTable<ApiToken>
          label={t('apiTokens.title')}
          rowKey="token_id"
          columns={columns}
          dataSource={data}
          loading={isFetching}
          emptyText={t('apiTokens.empty')}
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
          title={t('apiTokens.tokenTitle')}
          label={t('apiTokens.tokenLabel')}
          secret={created.token}
          warning={t('apiTokens.tokenWarning')}
          onClose={() => setCreated(null)}
        />
      )}
    </Card>
  );
}
