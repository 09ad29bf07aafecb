import { Button, Card, Space, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, mustChangePassword, useNotice, useSession } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import {
  type GetMeNotificationPreferencesApiResponse as Preferences,
  useDeletePushSubscriptionsMutation,
  useGetMeNotificationPreferencesQuery,
  useLazyGetPushPublicKeyQuery,
  usePostPushSubscriptionsMutation,
  usePutMeNotificationPreferencesMutation,
} from '../../generated-api';
import { currentSubscription, pushSupported, subscribeBrowser } from './browser-push';
import { useShellTexts } from '../../shared/texts/use-shell-texts';

type EventName = keyof Preferences;
type Channel = 'mail' | 'push';
const EVENTS: EventName[] = ['leave_decided', 'approval_waiting', 'shift_published', 'forgot_clock_out'];

/** This browser's push subscription: on, off, or not possible here. */
function BrowserPush({ onMessage, onError }: { onMessage: (text: string) => void; onError: (text: string) => void }) {
  const t = useShellTexts();
  const supported = pushSupported();
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [getKey] = useLazyGetPushPublicKeyQuery();
  const [save] = usePostPushSubscriptionsMutation();
  const [remove] = useDeletePushSubscriptionsMutation();
  useEffect(() => {
    if (supported) void currentSubscription().then(setSubscription, () => setSubscription(null));
  }, [supported]);
  if (!supported) return <Typography.Text type="secondary">{t('notifications.unsupported')}</Typography.Text>;

  const enable = async () => {
    setBusy(true);
    try {
      const { public_key } = await getKey().unwrap();
      const created = await subscribeBrowser(public_key);
      if (!created) return onError(t('notifications.denied'));
      const json = created.toJSON() as {
        endpoint: string;
        expirationTime?: number | null;
        keys: { p256dh: string; auth: string };
      };
      onMessage(
        (
          await save({
            body: { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys },
          }).unwrap()
        ).message,
      );
      setSubscription(created);
    } catch (err) {
      onError(errorMessage(err, t('notifications.enableFailed')));
    } finally {
      setBusy(false);
    }
  };
  const disable = async () => {
    if (!subscription) return;
    setBusy(true);
    try {
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      onMessage((await remove({ body: { endpoint } }).unwrap()).message);
      setSubscription(null);
    } catch (err) {
      onError(errorMessage(err, t('notifications.enableFailed')));
      setSubscription(null);
    } finally {
      setBusy(false);
    }
  };
  return subscription ? (
    <Space wrap>
      <Typography.Text>{t('notifications.enabledHere')}</Typography.Text>
      <Button onClick={disable} loading={busy}>
        {t('notifications.disable')}
      </Button>
    </Space>
  ) : (
    <Button type="primary" onClick={enable} loading={busy}>
      {t('notifications.enable')}
    </Button>
  );
}

/** The signed-in person's notification preferences (mail and push per event) and push in this browser. */
export function NotificationsCard() {
  const t = useShellTexts();
  const user = useSession();
  const blocked = !user || mustChangePassword(user.token);
  const { data } = useGetMeNotificationPreferencesQuery(undefined, { skip: blocked });
  const [put] = usePutMeNotificationPreferencesMutation();
  const { notice, clear, succeed, fail } = useNotice();
  if (blocked) return null;

  const toggle = async (event: EventName, channel: Channel, on: boolean) => {
    if (!data) return;
    clear();
    try {
      succeed((await put({ body: { [event]: { ...data[event], [channel]: on } } }).unwrap()).message);
    } catch (err) {
      fail(errorMessage(err, t('notifications.failed')));
    }
  };
  const switchFor = (channel: Channel) => (_: unknown, row: { event: EventName }) => (
    <Switch
      aria-label={t('notifications.switchName', {
        event: t(`notifications.events.${row.event}`),
        channel: t(`notifications.${channel}`),
      })}
      checked={data?.[row.event][channel] ?? true}
      disabled={!data}
      onChange={(on) => void toggle(row.event, channel, on)}
    />
  );
  return (
    <Card title={t('notifications.title')} style={{ maxWidth: 640 }}>
      <NoticeBanner notice={notice} onClose={clear} />
      <Typography.Paragraph>{t('notifications.hint')}</Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="event"
        dataSource={EVENTS.map((event) => ({ event }))}
        columns={[
          {
            title: t('notifications.event'),
            dataIndex: 'event',
            render: (event: EventName) => t(`notifications.events.${event}`),
          },
          { title: t('notifications.mail'), key: 'mail', width: 80, render: switchFor('mail') },
          { title: t('notifications.push'), key: 'push', width: 80, render: switchFor('push') },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <BrowserPush onMessage={succeed} onError={fail} />
      </div>
    </Card>
  );
}
