// The antd styles generated at build time (shell/antd-styles): loaded before antd's first render, as cssinjs reads
// which styles the file holds once, at its first style; the others it still generates at run time. The build's
// themes (their CSS variables and map tokens) load with it.
import { loadBuiltThemes } from './antd-built-themes';

/** The stylesheet's address, defined by the build; undefined where no build ran (unit tests). */
declare const ANTD_STYLESHEET: string | undefined;

let loading: Promise<void> | undefined;

// React's `use` reads a promise's `status` and `value`: a promise marked fulfilled it reads without suspending.
const fulfilled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled', value: undefined });

/**
 * Adds the stylesheet to the page once and loads the built themes; resolves when both arrived, or failed (antd then
 * styles itself at run time).
 * Marked fulfilled, so that React's `use` reads a loaded stylesheet without suspending.
 */
export function loadAntdStylesheet(): Promise<void> {
  if (loading) return loading;
  if (typeof ANTD_STYLESHEET === 'undefined') {
    loading = fulfilled(Promise.resolve());
    return loading;
  }
  const href = ANTD_STYLESHEET;
  const stylesheet = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    // First in the head, where antd puts its own styles: the page's styles come after and win.
    document.head.prepend(link);
  });
  const promise: Promise<void> = Promise.all([stylesheet, loadBuiltThemes()]).then(() => void fulfilled(promise));
  loading = promise;
  return promise;
}
