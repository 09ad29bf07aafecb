import { Alert } from 'antd';
import type { Notice } from './types';

/** The info banner of spec section 8: the outcome of the last action. */
export function NoticeBanner({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return <Alert type={notice.type} title={notice.text} showIcon closable={{ onClose }} />;
}
