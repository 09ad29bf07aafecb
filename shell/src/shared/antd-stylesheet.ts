import stylesheetUrl from 'antd/dist/antd.css';

let loading: Promise<void> | undefined;

/**
 * antd's static stylesheet (the theme is zero-runtime: no component generates its styles in the page), one
 * content-hashed file cached long. Loaded once, first in <head> as antd's runtime styles were, so the app's own
 * styles still win at equal specificity. Never on the public pages: they use no antd and have a transfer budget.
 */
export function loadAntdStylesheet(): Promise<void> {
  loading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    // A failed load still shows the page: unstyled controls beat a spinner that never ends.
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.prepend(link);
  });
  return loading;
}
