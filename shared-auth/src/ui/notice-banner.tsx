import { Alert } from 'antd';
import type { Notice } from '../notice/use-notice';

/** The info banner of docs/product-spec.md section 8: the outcome of the last action on a screen or card (see `useNotice`). */
export function NoticeBanner({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return <Alert type={notice.type} title={notice.text} showIcon closable={{ onClose }} style={{ marginBottom: 16 }} />;
}
