import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useShellTexts } from '../../shared/texts/use-shell-texts';
import type { SharedVersionSkew } from './remote-error-boundary';

/** A remote that did not load: Retry; or, when it needs a newer shared package than the page has, both versions. */
export function RemoteErrorPanel({ onRetry, skew }: { onRetry: () => void; skew?: SharedVersionSkew }) {
  const t = useShellTexts();
  if (skew) {
    return (
      <Result
        status="warning"
        title={t('remote.versionSkew')}
        subTitle={t('remote.versionSkewHint', { ...skew })}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('remote.reload')}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="warning"
      title={t('remote.loadFailed')}
      subTitle={t('remote.loadFailedHint')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
