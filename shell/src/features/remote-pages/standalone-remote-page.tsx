import { AntdRoot } from '../../shared/antd-root';
import { RemotePage } from './remote-page';
import type { RemotePageRef } from './types';

/** A registry page that stands alone (a kiosk): antd's theme and context without the layout or a user session. */
export function StandaloneRemotePage({ page }: { page: RemotePageRef }) {
  return (
    <AntdRoot>
      <RemotePage page={page} />
    </AntdRoot>
  );
}
