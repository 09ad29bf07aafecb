import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { REMOTE_MESSAGES } from './messages';

export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
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
