import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { BRAND_COLOR } from './theme';

/** antd theme and context (message, modal, notification) for everything behind sign-in. */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: BRAND_COLOR, borderRadius: 8 } }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
