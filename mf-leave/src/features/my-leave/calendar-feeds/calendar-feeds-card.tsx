import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice, useSession } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import {
  useDeleteCalendarFeedsByIdMutation,
  useGetCalendarFeedsQuery,
  usePostCalendarFeedsMutation,
  type CreatedFeed,
  type FeedScope,
} from './api';
import { FeedList } from './feed-list';
import { useLeaveTexts } from '../../../shared/leave-texts';

/** The new feed's address, shown this once (the api keeps only its hash), with a copy button. */
function NewFeedAddress({ feed, onClose }: { feed: CreatedFeed; onClose: () => void }) {
  const t = useLeaveTexts();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(feed.url);
    setCopied(true);
  };
  return (
    <Alert
      type="success"
      showIcon
      title={feed.message}
      closable={{ onClose }}
      description={
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input readOnly value={feed.url} aria-label={t('feeds.address')} onFocus={(event) => event.target.select()} />
          <Button icon={<CopyOutlined />} onClick={copy}>
            {copied ? t('feeds.copied') : t('feeds.copy')}
          </Button>
        </Space.Compact>
      }
    />
  );
}

/** Private iCal feeds of the viewer's approved leave; managers and admins may also subscribe to their team's. */
export function CalendarFeedsCard() {
  const t = useLeaveTexts();
  const session = useSession();
  const feeds = useGetCalendarFeedsQuery();
  const [create, creating] = usePostCalendarFeedsMutation();
  const [revoke] = useDeleteCalendarFeedsByIdMutation();
  const [created, setCreated] = useState<CreatedFeed | null>(null);
  const { notice, clear, succeed, fail, run } = useNotice();
  const scopes: FeedScope[] = session?.role === 'employee' ? ['own'] : ['own', 'team'];

  const add = (scope: FeedScope) =>
    run(() => create({ body: { scope } }).unwrap())
      .then(setCreated)
      .catch((error) => fail(errorMessage(error, t('messages.generalError'))));
  const remove = (feedId: number) => {
    setCreated(null);
    return run(() => revoke({ id: feedId }).unwrap())
      .then((result) => succeed(result.message))
      .catch((error) => fail(errorMessage(error, t('messages.generalError'))));
  };

  return (
    <Card title={t('feeds.title')}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('feeds.explanation')}</Typography.Paragraph>
        <Flex wrap gap={8}>
          {scopes.map((scope) => (
            <Button
              key={scope}
              onClick={() => add(scope)}
              loading={creating.isLoading && creating.originalArgs?.body.scope === scope}
            >
              {t('feeds.create', { scope: t(`feeds.scopes.${scope}`) })}
            </Button>
          ))}
        </Flex>
        {created && <NewFeedAddress feed={created} onClose={() => setCreated(null)} />}
        <NoticeBanner notice={notice} onClose={clear} />
        {feeds.error && <Alert type="error" showIcon title={errorMessage(feeds.error, t('messages.generalError'))} />}
        <FeedList feeds={feeds.data ?? []} loading={feeds.isLoading} onRevoke={remove} />
      </Flex>
    </Card>
  );
}
