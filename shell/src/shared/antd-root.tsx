import { App, ConfigProvider, Grid } from 'antd';
import { use, useSyncExternalStore, type ReactNode } from 'react';
import { loadAntdStylesheet } from './antd-stylesheet';
import { ANTD_THEME, PHONE_THEME } from './theme';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the person asked their system for less motion (WCAG 2.3.3): antd's animations are then turned off. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}

/**
 * antd theme and context (message, modal, notification) for everything behind sign-in; large controls on phones, no
 * animations for whoever asked their system for less motion. Zero-runtime: antd's static stylesheet draws every
 * component (the shell's and every remote's), so none computes its styles on the main thread; the tokens still
 * reach them as CSS variables. Nothing renders before the stylesheet is in.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  use(loadAntdStylesheet());
  const phone = Grid.useBreakpoint().md === false;
  const reducedMotion = useReducedMotion();
  const theme = phone ? PHONE_THEME : ANTD_THEME;
  return (
    <ConfigProvider
      theme={{ ...theme, zeroRuntime: true, ...(reducedMotion && { token: { ...theme.token, motion: false } }) }}
      componentSize={phone ? 'large' : undefined}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
