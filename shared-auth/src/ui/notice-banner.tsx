import { Alert } from 'antd';

export interface Notice {
  type: 'success' | 'error';
  text: string;
}

/** The info banner of spec section 8: the outcome of the last action on a screen or card. */
export function NoticeBanner({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return <Alert type={notice.type} title={notice.text} showIcon closable={{ onClose }} style={{ marginBottom: 16 }} />;
}
