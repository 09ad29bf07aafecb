import { useShellTexts } from './texts/use-shell-texts';

/**
 * A part of the application that could not be loaded, and Retry, without antd: what failed may be antd's own (its
 * look is the page's, index.html's `.plain-retry`).
 */
export function PlainRetry({ onRetry }: { onRetry: () => void }) {
  const t = useShellTexts();
  return (
    <div role="alert" className="plain-retry">
      <p>{t('remote.loadFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}
