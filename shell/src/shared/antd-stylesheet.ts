// The antd styles generated at build time (shell/antd-styles): the components' files and the page's theme's CSS
// variables load before antd's first render, as cssinjs reads which styles the files hold once, at its first style;
// the others it still generates at run time. Another theme's variables load when the page's theme changes. The
// build's themes (cssinjs's cache entries, map tokens) load with the first ones.
import { phoneScreen } from 'shared-auth';
import { loadBuiltThemes } from './antd-built-themes';
import { prefersReducedMotion } from './reduced-motion';
import { cssVarKey } from './theme';

/** The files' addresses, defined by the build; undefined where no build ran (unit tests). */
declare const ANTD_STYLESHEETS: string[] | undefined;
declare const ANTD_THEME_STYLESHEETS: Record<string, string> | undefined;

let loading: Promise<boolean> | undefined;
const themeLoads = new Map<string, Promise<boolean>>();
const arrivedThemes = new Set<string>();

// React's `use` reads a promise's `status` and `value`: a promise marked fulfilled it reads without suspending.
const fulfilled = (promise: Promise<boolean>, value: boolean) => Object.assign(promise, { status: 'fulfilled', value });

/** A stylesheet's <link>, and whether it arrived (a failed one is taken out of the page). */
function stylesheetLink(href: string, media?: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (media) link.media = media;
  const arrival = new Promise<boolean>((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
  });
  return { link, arrival };
}

/**
 * Adds the components' stylesheets first in the head, in order (where antd puts its own styles: the page's styles
 * come after and win), each parsed as it arrives but applied (`media="not all"` until then) only once all arrived,
 * together: one style recalculation of the page, not one per file. If one failed, none: cssinjs's map of the style
 * paths, in the last, must not name styles that a missing file held. Fetched at high priority: Chromium fetches a
 * stylesheet of media that do not match at its lowest, behind the page's images.
 */
function loadComponentStylesheets(hrefs: string[]): Promise<boolean> {
  const first = document.head.firstChild;
  const links = hrefs.map((href) => stylesheetLink(href, 'not all'));
  for (const { link } of links) {
    link.setAttribute('fetchpriority', 'high');
    document.head.insertBefore(link, first);
  }
  return Promise.all(links.map(({ arrival }) => arrival)).then((arrived) => {
    const all = arrived.every(Boolean);
    for (const { link } of links) {
      if (all) link.removeAttribute('media');
      else link.remove();
    }
    return all;
  });
}

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

/**
 * Adds the components' stylesheets and the page's theme's to the page once and loads the built themes; resolves when
 * all arrived, or one failed, to whether the stylesheets arrived (if not, antd styles itself at run time).
 * Marked fulfilled, so that React's `use` reads loaded stylesheets without suspending.
 */
export function loadAntdStylesheet(): Promise<boolean> {
  if (loading) return loading;
  if (typeof ANTD_STYLESHEETS === 'undefined') {
    loading = fulfilled(Promise.resolve(false), false);
    return loading;
  }
  const stylesheets = Promise.all([loadComponentStylesheets(ANTD_STYLESHEETS), loadThemeStylesheet(startThemeKey())]);
  const promise: Promise<boolean> = Promise.all([stylesheets, loadBuiltThemes()]).then(([arrived]) => {
    const allArrived = arrived.every(Boolean);
    fulfilled(promise, allArrived);
    return allArrived;
  });
  loading = promise;
  return promise;
}
