import { App, ConfigProvider, Grid } from 'antd';
import type { ReactNode } from 'react';
import { ANTD_THEME, PHONE_THEME } from './theme';
import { useReducedMotion } from './use-reduced-motion';

/**
 * antd theme and context (message, modal, notification) for everything behind sign-in; large controls on phones, no
 * animations for whoever asked their system for less motion.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const phone = Grid.useBreakpoint().md === false;
  const reducedMotion = useReducedMotion();
  const theme = phone ? PHONE_THEME : ANTD_THEME;
  return (
    <ConfigProvider
      theme={reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme}
      componentSize={phone ? 'large' : undefined}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
