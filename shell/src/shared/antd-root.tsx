import { StyleContext } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import { use, useContext, useMemo, useState, type ReactNode } from 'react';
import { textDirection, useLanguage } from 'shared-auth';
import { useAntdLocale } from './antd-locale';
import { forgetFailedAntdStylesheet, loadAntdStylesheet } from './antd-stylesheet';
import { primeAntdCache } from './antd-cache';
import { PlainRetry } from './plain-retry';
import { builtAlgorithm } from './antd-derivative';
import { useReducedMotion } from './reduced-motion';
import { antdTheme, cssVarKey } from './theme';
import { useStyledTheme } from './use-styled-theme';
import { usePhone } from 'shared-auth/ui';

/**
 * antd theme and context (message, modal, notification) for everything behind sign-in; large controls on phones, no
 * animations for whoever asked their system for less motion; antd's texts and direction in the page's language.
 * Waits for antd's build-time stylesheets and themes and gives antd the theme's build-time map token. With the
 * stylesheets there (the components' and the theme's CSS variables), antd's components and icons (the nested
 * ConfigProviders' too: they inherit it) neither generate nor look up their styles at run time (`zeroRuntime`), and
 * cssinjs's cache holds the build's tokens and variables of the theme: antd computes and inserts none of them. A new
 * theme (phone or not, reduced motion) is rendered once its variables' stylesheet arrived. A built page's antd cannot
 * style itself: should the stylesheets fail to arrive, Retry asks for them again.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const [, setAttempt] = useState(0);
  const styles = use(loadAntdStylesheet());
  if (styles === 'failed') {
    const retry = () => {
      forgetFailedAntdStylesheet();
      setAttempt((count) => count + 1);
    };
    return <PlainRetry onRetry={retry} />;
  }
  return <ThemedAntd stylesBuilt={styles === 'arrived'}>{children}</ThemedAntd>;
}

function ThemedAntd({ children, stylesBuilt }: { children: ReactNode; stylesBuilt: boolean }) {
  const { cache } = useContext(StyleContext);
  const language = useLanguage();
  const locale = useAntdLocale(language);
  const { phone, reducedMotion } = useStyledTheme(
    { phone: usePhone(), reducedMotion: useReducedMotion() },
    stylesBuilt,
  );
  const key = cssVarKey({ phone, reducedMotion });
  const theme = useMemo(
    () => ({ ...antdTheme({ phone, reducedMotion }), algorithm: builtAlgorithm(key), zeroRuntime: stylesBuilt }),
    [phone, reducedMotion, key, stylesBuilt],
  );
  // Before antd's components read the cache.
  if (stylesBuilt) primeAntdCache(cache, key, builtAlgorithm(key));
  return (
    <ConfigProvider
      theme={theme}
      componentSize={phone ? 'large' : undefined}
      locale={locale}
      direction={textDirection(language)}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
