import { App, ConfigProvider } from 'antd';
import { use, useSyncExternalStore, type ReactNode } from 'react';
import { textDirection, useLanguage } from 'shared-auth';
import { useAntdLocale } from './antd-locale';
import { loadAntdStylesheet } from './antd-stylesheet';
import { ANTD_THEME, PHONE_THEME } from './theme';
import { usePhone } from './use-phone';

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
 * animations for whoever asked their system for less motion; antd's texts and direction in the page's language.
 * Waits for antd's build-time stylesheet, which spares the first render generating antd's styles.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  use(loadAntdStylesheet());
  const language = useLanguage();
  const locale = useAntdLocale(language);
  const phone = usePhone();
  const reducedMotion = useReducedMotion();
  const theme = phone ? PHONE_THEME : ANTD_THEME;
  return (
    <ConfigProvider
      theme={reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme}
      componentSize={phone ? 'large' : undefined}
      locale={locale}
      direction={textDirection(language)}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
