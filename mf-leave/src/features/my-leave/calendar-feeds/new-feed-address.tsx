import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { FEED_TEXTS } from '../../../shared/messages';
import type { CreatedFeed } from './types';

/** The new feed's address, shown this once (the api keeps only its hash), with a copy button. */
export function NewFeedAddress({ feed, onClose }: { feed: CreatedFeed; onClose: () => void }) {
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
          <Input readOnly value={feed.url} aria-label={FEED_TEXTS.address} onFocus={(event) => event.target.select()} />
          <Button icon={<CopyOutlined />} onClick={copy}>
            {copied ? FEED_TEXTS.copied : FEED_TEXTS.copy}
          </Button>
        </Space.Compact>
      }
    />
  );
}
