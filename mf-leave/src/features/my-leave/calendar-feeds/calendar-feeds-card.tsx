import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice, useSession } from 'shared-auth';
import { NoticeBanner } from 'shared-auth/ui';
import { FEED_SCOPES, FEED_TEXTS, LEAVE_MESSAGES } from '../../../shared/messages';
import { useDeleteCalendarFeedsByIdMutation, useGetCalendarFeedsQuery, usePostCalendarFeedsMutation } from './api';
import { FeedList } from './feed-list';
import { NewFeedAddress } from './new-feed-address';
import type { CreatedFeed, FeedScope } from './types';

/** Private iCal feeds of the viewer's approved leave; managers and admins may also subscribe to their team's. */
export function CalendarFeedsCard() {
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
      .catch((error) => fail(errorMessage(error, LEAVE_MESSAGES.generalError)));
  const remove = (feedId: number) => {
    setCreated(null);
    return run(() => revoke({ id: feedId }).unwrap())
      .then((result) => succeed(result.message))
      .catch((error) => fail(errorMessage(error, LEAVE_MESSAGES.generalError)));
  };

  return (
    <Card title={FEED_TEXTS.title}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{FEED_TEXTS.explanation}</Typography.Paragraph>
        <Flex wrap gap={8}>
          {scopes.map((scope) => (
            <Button
              key={scope}
              onClick={() => add(scope)}
              loading={creating.isLoading && creating.originalArgs?.body.scope === scope}
            >
              {`${FEED_TEXTS.create}: ${FEED_SCOPES[scope]}`}
            </Button>
          ))}
        </Flex>
        {created && <NewFeedAddress feed={created} onClose={() => setCreated(null)} />}
        <NoticeBanner notice={notice} onClose={clear} />
        {feeds.error && <Alert type="error" showIcon title={errorMessage(feeds.error, LEAVE_MESSAGES.generalError)} />}
        <FeedList feeds={feeds.data ?? []} loading={feeds.isLoading} onRevoke={remove} />
      </Flex>
    </Card>
  );
}
