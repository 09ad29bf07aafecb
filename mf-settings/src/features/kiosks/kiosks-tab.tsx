import { Alert, Button, Card, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useDeleteKiosksByIdMutation, useGetKiosksQuery, usePostKiosksMutation } from './api';
import { KIOSK_MESSAGES as M } from './messages';
import { RegisterKioskForm } from './register-kiosk-form';
import type { Kiosk, NewKiosk, RegisteredKiosk } from './types';

const when = (timestamp: string) => `${formatLongDate(timestamp)} ${formatTime(timestamp)}`;

/** The kiosks: register one (its pairing code is shown once, here), see when each was last seen, revoke. */
export function KiosksTab() {
  const { data, error, isFetching } = useGetKiosksQuery();
  const [register, registering] = usePostKiosksMutation();
  const [revoke] = useDeleteKiosksByIdMutation();
  const [registered, setRegistered] = useState<RegisteredKiosk | null>(null);
  const { notice, clear, succeed, fail, run } = useNotice();

  const onRegister = async (kiosk: NewKiosk) => {
    try {
      setRegistered(await run(() => register({ body: kiosk }).unwrap()));
    } catch (err) {
      fail(errorMessage(err, M.registerFailed));
    }
  };
  const onRevoke = async (kiosk: Kiosk) => {
    try {
      succeed((await run(() => revoke({ id: kiosk.kiosk_id }).unwrap())).message);
      if (registered?.kiosk.kiosk_id === kiosk.kiosk_id) setRegistered(null);
    } catch (err) {
      fail(errorMessage(err, M.revokeFailed));
    }
  };

  const columns: TableColumnsType<Kiosk> = [
    { title: M.name, key: 'name', render: (_, k) => k.name },
    { title: M.location, key: 'location', render: (_, k) => k.location_name },
    { title: M.paired, key: 'paired', render: (_, k) => (k.paired_at ? when(String(k.paired_at)) : M.waiting) },
    { title: M.lastSeen, key: 'seen', render: (_, k) => (k.last_seen_at ? when(String(k.last_seen_at)) : '—') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, k) => (
        <Popconfirm title={M.confirmRevoke} okText={M.revoke} onConfirm={() => onRevoke(k)}>
          <Button danger aria-label={`${M.revoke} ${k.name}`}>
            {M.revoke}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title={M.title}>
      <Flex vertical gap={16}>
        <NoticeBanner notice={notice} onClose={clear} />
        <RegisterKioskForm busy={registering.isLoading} onSubmit={(kiosk) => void onRegister(kiosk)} />
        {registered && (
          <Alert
            type="success"
            showIcon
            title={
              <>
                {M.pairingCode} for {registered.kiosk.name}:{' '}
                <Typography.Text strong copyable style={{ fontSize: 20 }}>
                  {registered.pairing_code}
                </Typography.Text>
              </>
            }
            description={M.pairingHint(formatTime(String(registered.pairing_expires_at)))}
          />
        )}
        {error && <Alert type="error" showIcon title={errorMessage(error, M.registerFailed)} />}
        <ScrollTable
          label={M.title}
          rowKey="kiosk_id"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          emptyText={M.empty}
        />
      </Flex>
    </Card>
  );
}
