import { Alert, Button, Card, Flex, Popconfirm, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage, formatLongDate, formatTime, useNotice } from 'shared-auth';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useDeleteKiosksByIdMutation, useGetKiosksQuery, usePostKiosksMutation } from './api';
import { RegisterKioskForm } from './register-kiosk-form';
import type { Kiosk, NewKiosk, RegisteredKiosk } from './types';
import { useSettingsTexts } from '../../shared/settings-texts';

const when = (timestamp: string) => `${formatLongDate(timestamp)} ${formatTime(timestamp)}`;

/** The kiosks: register one (its pairing code is shown once, here), see when each was last seen, revoke. */
export function KiosksTab() {
  const t = useSettingsTexts();
  const { data, error, isFetching } = useGetKiosksQuery();
  const [register, registering] = usePostKiosksMutation();
  const [revoke] = useDeleteKiosksByIdMutation();
  const [registered, setRegistered] = useState<RegisteredKiosk | null>(null);
  const { notice, clear, succeed, fail, run } = useNotice();

  const onRegister = async (kiosk: NewKiosk) => {
    try {
      setRegistered(await run(() => register({ body: kiosk }).unwrap()));
    } catch (err) {
      fail(errorMessage(err, t('kiosks.registerFailed')));
    }
  };
  const onRevoke = async (kiosk: Kiosk) => {
    try {
      succeed((await run(() => revoke({ id: kiosk.kiosk_id }).unwrap())).message);
      if (registered?.kiosk.kiosk_id === kiosk.kiosk_id) setRegistered(null);
    } catch (err) {
      fail(errorMessage(err, t('kiosks.revokeFailed')));
    }
  };

  const columns: TableColumnsType<Kiosk> = [
    { title: t('kiosks.name'), key: 'name', render: (_, k) => k.name },
    { title: t('kiosks.location'), key: 'location', render: (_, k) => k.location_name },
    {
      title: t('kiosks.paired'),
      key: 'paired',
      render: (_, k) => (k.paired_at ? when(String(k.paired_at)) : t('kiosks.waiting')),
    },
    {
      title: t('kiosks.lastSeen'),
      key: 'seen',
      render: (_, k) => (k.last_seen_at ? when(String(k.last_seen_at)) : '—'),
    },
    {
      title: t('actions.actions'),
      key: 'actions',
      render: (_, k) => (
        <Popconfirm title={t('kiosks.confirmRevoke')} okText={t('kiosks.revoke')} onConfirm={() => onRevoke(k)}>
          <Button danger aria-label={t('kiosks.revokeOne', { name: k.name })}>
            {t('kiosks.revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card title={t('kiosks.title')}>
      <Flex vertical gap={16}>
        <NoticeBanner notice={notice} onClose={clear} />
        <RegisterKioskForm busy={registering.isLoading} onSubmit={(kiosk) => void onRegister(kiosk)} />
        {registered && (
          <Alert
            type="success"
            showIcon
            title={
              <>
                {t('kiosks.pairingFor', { name: registered.kiosk.name })}{' '}
                <Typography.Text strong copyable style={{ fontSize: 20 }}>
                  {registered.pairing_code}
                </Typography.Text>
              </>
            }
            description={t('kiosks.pairingHint', { until: formatTime(String(registered.pairing_expires_at)) })}
          />
        )}
        {error && <Alert type="error" showIcon title={errorMessage(error, t('kiosks.registerFailed'))} />}
        <ScrollTable
          label={t('kiosks.title')}
          rowKey="kiosk_id"
          columns={columns}
          dataSource={data ?? []}
          loading={isFetching}
          emptyText={t('kiosks.empty')}
        />
      </Flex>
    </Card>
  );
}
