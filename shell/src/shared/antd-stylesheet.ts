// The antd styles generated at build time (shell/antd-styles): loaded before antd's first render, as cssinjs reads
// which styles the file holds once, at its first style; the others it still generates at run time.

/** The stylesheet's address, defined by the build; undefined where no build ran (unit tests). */
declare const ANTD_STYLESHEET: string | undefined;

type TrackedPromise = Promise<void> & { status?: 'fulfilled' };

let loading: TrackedPromise | undefined;

/**
 * Adds the stylesheet to the page once; resolves when it applies, or failed (antd then styles itself at run time).
 * Marked fulfilled, so that React's `use` reads a loaded stylesheet without suspending.
 */
export function loadAntdStylesheet(): TrackedPromise {
  if (loading) return loading;
  if (typeof ANTD_STYLESHEET === 'undefined') {
    loading = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
    return loading;
  }
  const href = ANTD_STYLESHEET;
  const promise: TrackedPromise = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    // First in the head, where antd puts its own styles: the page's styles come after and win.
    document.head.prepend(link);
  }).then(() => {
    promise.status = 'fulfilled';
  });
  loading = promise;
  return promise;
}
