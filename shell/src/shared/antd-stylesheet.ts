// The antd styles generated at build time (shell/antd-styles): loaded before antd's first render, as cssinjs reads
// which styles the file holds once, at its first style; the others it still generates at run time. The file holds
// every theme's CSS variables too. The build's themes (cssinjs's cache entries, map tokens) load with it.
import { loadBuiltThemes } from './antd-built-themes';

/** The stylesheet's address, defined by the build; undefined where no build ran (unit tests). */
declare const ANTD_STYLESHEET: string | undefined;

let loading: Promise<boolean> | undefined;

// React's `use` reads a promise's `status` and `value`: a promise marked fulfilled it reads without suspending.
const fulfilled = (promise: Promise<boolean>, value: boolean) => Object.assign(promise, { status: 'fulfilled', value });

/**
 * Adds the stylesheet to the page once and loads the built themes; resolves when both arrived, or failed, to whether
 * the stylesheet arrived (if not, antd styles itself at run time).
 * Marked fulfilled, so that React's `use` reads a loaded stylesheet without suspending.
 */
export function loadAntdStylesheet(): Promise<boolean> {
  if (loading) return loading;
  if (typeof ANTD_STYLESHEET === 'undefined') {
    loading = fulfilled(Promise.resolve(false), false);
    return loading;
  }
  const href = ANTD_STYLESHEET;
  const stylesheet = new Promise<boolean>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve(true);
    link.onerror = () => resolve(false);
    // First in the head, where antd puts its own styles: the page's styles come after and win.
    document.head.prepend(link);
  });
  const promise: Promise<boolean> = Promise.all([stylesheet, loadBuiltThemes()]).then(([arrived]) => {
    fulfilled(promise, arrived);
    return arrived;
  });
  loading = promise;
  return promise;
}
