import { Button, List, Popconfirm, Typography } from 'antd';
import { formatLongDate } from 'shared-auth';
import { FEED_SCOPES, FEED_TEXTS } from '../../../shared/messages';
import type { CalendarFeed } from './api';

export function FeedList({
  feeds,
  loading,
  onRevoke,
}: {
  feeds: CalendarFeed[];
  loading: boolean;
  onRevoke: (feedId: number) => void;
}) {
  return (
    <List<CalendarFeed>
      aria-label={FEED_TEXTS.listLabel}
      loading={loading}
      dataSource={feeds}
      // antd's grey for an empty list is below WCAG AA contrast: the text colour instead.
      locale={{ emptyText: <Typography.Text>{FEED_TEXTS.none}</Typography.Text> }}
      renderItem={(feed) => (
        <List.Item
          actions={[
            <Popconfirm
              key="revoke"
              title={FEED_TEXTS.revokeConfirm}
              okText={FEED_TEXTS.revoke}
              okButtonProps={{ danger: true }}
              onConfirm={() => onRevoke(feed.feed_id)}
            >
              <Button
                danger
                size="small"
                aria-label={`${FEED_TEXTS.revoke} ${FEED_SCOPES[feed.scope]}, ${formatLongDate(feed.created_at)}`}
              >
                {FEED_TEXTS.revoke}
              </Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={FEED_SCOPES[feed.scope]}
            description={`${FEED_TEXTS.createdOn} ${formatLongDate(feed.created_at)}`}
          />
        </List.Item>
      )}
    />
  );
}
