import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ANTD_THEME } from './theme';

/** antd theme and context (message, modal, notification) for everything behind sign-in. */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ANTD_THEME}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
