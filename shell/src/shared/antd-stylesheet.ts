// The antd styles generated at build time (shell/antd-styles): the first screens' components' files and the page's
// theme's CSS variables load before antd's first render, as cssinjs reads which styles the files hold once, at its
// first style; the later screens' files after (antd-stylesheet-sets.ts). Another theme's variables load when the
// page's theme changes. The build's themes (cssinjs's cache entries, map tokens) load with the first ones.
import { phoneScreen } from 'shared-auth';
import { loadBuiltThemes } from './antd-built-themes';
import { antdStylesheetSets } from './antd-stylesheet-sets';
import { prefersReducedMotion } from './reduced-motion';
import { addStylesheetsTogether, fulfilled, stylesheetLink } from './stylesheet-links';
import { cssVarKey } from './theme';

/** The themes' files' addresses, defined by the build; undefined where no build ran (unit tests). */
declare const ANTD_THEME_STYLESHEETS: Record<string, string> | undefined;

let loading: Promise<AntdStylesheetState> | undefined;
const themeLoads = new Map<string, Promise<boolean>>();
const arrivedThemes = new Set<string>();

/**
 * Adds the build's stylesheet of theme `key`'s CSS variables to the page once; resolves to whether it arrived. Each
 * theme's variables are under its own class: their order among the other styles does not matter.
 */
export function loadThemeStylesheet(key: string): Promise<boolean> {
  const href = typeof ANTD_THEME_STYLESHEETS === 'undefined' ? undefined : ANTD_THEME_STYLESHEETS[key];
  if (!href) return Promise.resolve(false);
  const known = themeLoads.get(key);
  if (known) return known;
  const { link, arrival } = stylesheetLink(href);
  document.head.prepend(link);
  const load = arrival.then((arrived) => {
    if (arrived) arrivedThemes.add(key);
    else themeLoads.delete(key);
    return arrived;
  });
  themeLoads.set(key, load);
  return load;
}

/** Whether the build's stylesheet of theme `key`'s variables is in the page. */
export const themeStylesheetArrived = (key: string) => arrivedThemes.has(key);

/** The key of the theme the page renders now (AntdRoot's), its variables the first to load. */
export const startThemeKey = () => cssVarKey({ phone: phoneScreen(), reducedMotion: prefersReducedMotion() });

/** Whether the first screens' antd styles are in the page: `unbuilt` where no build ran (antd styles itself). */
export type AntdStylesheetState = 'arrived' | 'failed' | 'unbuilt';

/**
 * Adds the first screens' components' stylesheets (first in the head, where antd puts its own styles: the page's
 * styles come after and win) and the page's theme's to the page once and loads the built themes; resolves when all
 * arrived, or one failed, to which. A built page's antd has no style generators (config/webpack/
 * antd-style-generators-loader.js): without its stylesheets it cannot be drawn, and the failure stays until
 * `forgetFailedAntdStylesheet` (a Retry). Marked fulfilled, so that React's `use` reads it without suspending.
 */
export function loadAntdStylesheet(): Promise<AntdStylesheetState> {
  if (loading) return loading;
  const sets = antdStylesheetSets();
  if (!sets) {
    loading = fulfilled(Promise.resolve('unbuilt' as const), 'unbuilt');
    return loading;
  }
  const stylesheets = Promise.all([
    addStylesheetsTogether(sets.first, document.head.firstChild),
    loadThemeStylesheet(startThemeKey()),
  ]);
  const promise: Promise<AntdStylesheetState> = Promise.all([stylesheets, loadBuiltThemes()]).then(
    ([arrived]) => fulfilled(promise, arrived.every(Boolean) ? 'arrived' : 'failed').value,
  );
  loading = promise;
  return promise;
}

/** After a failed load, the next `loadAntdStylesheet` asks again. */
export function forgetFailedAntdStylesheet(): void {
  if (loading && (loading as { value?: AntdStylesheetState }).value === 'failed') loading = undefined;
}
