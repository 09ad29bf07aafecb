import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { REMOTE_MESSAGES } from './messages';
import type { SharedVersionSkew } from './shared-version-skew';

/** A remote that did not load: Retry; or, when it needs a newer shared package than the page has, both versions. */
export function RemoteErrorPanel({ onRetry, skew }: { onRetry: () => void; skew?: SharedVersionSkew }) {
  if (skew) {
    return (
      <Result
        status="warning"
        title={REMOTE_MESSAGES.versionSkew}
        subTitle={REMOTE_MESSAGES.versionSkewHint(skew)}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {REMOTE_MESSAGES.reload}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title={REMOTE_MESSAGES.loadFailed}
      subTitle={REMOTE_MESSAGES.loadFailedHint}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {REMOTE_MESSAGES.retry}
        </Button>
      }
    />
  );
}
