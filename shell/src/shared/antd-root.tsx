import { App, ConfigProvider, Grid } from 'antd';
import type { ReactNode } from 'react';
import { ANTD_THEME, PHONE_THEME } from './theme';

/** antd theme and context (message, modal, notification) for everything behind sign-in; large controls on phones. */
export function AntdRoot({ children }: { children: ReactNode }) {
  const phone = Grid.useBreakpoint().md === false;
  return (
    <ConfigProvider theme={phone ? PHONE_THEME : ANTD_THEME} componentSize={phone ? 'large' : undefined}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
