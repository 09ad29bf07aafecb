import { Button, List, Popconfirm, Typography } from 'antd';
import { formatLongDate } from 'shared-auth';
import type { CalendarFeed } from './api';
import { useLeaveTexts } from '../../../shared/leave-texts';

export function FeedList({
  feeds,
  loading,
  onRevoke,
}: {
  feeds: CalendarFeed[];
  loading: boolean;
  onRevoke: (feedId: number) => void;
}) {
  const t = useLeaveTexts();
  return (
    <List<CalendarFeed>
      aria-label={t('feeds.listLabel')}
      loading={loading}
      dataSource={feeds}
      // antd's grey for an empty list is below WCAG AA contrast: the text colour instead.
      locale={{ emptyText: <Typography.Text>{t('feeds.none')}</Typography.Text> }}
      renderItem={(feed) => (
        <List.Item
          actions={[
            <Popconfirm
              key="revoke"
              title={t('feeds.revokeConfirm')}
              okText={t('feeds.revoke')}
              okButtonProps={{ danger: true }}
              onConfirm={() => onRevoke(feed.feed_id)}
            >
              <Button
                danger
                size="small"
                aria-label={t('feeds.revokeFeed', {
                  scope: t(`feeds.scopes.${feed.scope}`),
                  date: formatLongDate(feed.created_at),
                })}
              >
                {t('feeds.revoke')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={t(`feeds.scopes.${feed.scope}`)}
            description={t('feeds.createdOn', { date: formatLongDate(feed.created_at) })}
          />
        </List.Item>
      )}
    />
  );
}
