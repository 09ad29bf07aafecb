// The addresses a build defines for shared/antd-stylesheet.ts (shell/antd-styles), as a unit test's page has them.

/** The first screens' set. */
export const BUILT_STYLESHEETS = ['/antd-styles.0123abcd.css', '/antd-styles.4567cdef.css'];
export const BUILT_LATER_STYLESHEETS = ['/antd-styles-later.89ab0123.css', '/antd-styles-later.cdef4567.css'];
/** The remote page among the first screens. */
export const FIRST_SCREEN_PAGE = 'mf_attendance/AttendancePage';
export const BUILT_THEME_STYLESHEETS = {
  'css-var-desktop': '/antd-theme.css-var-desktop.0123abcd.css',
  'css-var-phone': '/antd-theme.css-var-phone.0123abcd.css',
};

type BuildDefinitions = { ANTD_STYLESHEETS?: unknown; ANTD_THEME_STYLESHEETS?: Record<string, string> };

/** Defines the build's stylesheets' addresses, as the build does. */
export function defineBuiltStylesheets(): void {
  Object.assign(globalThis, {
    ANTD_STYLESHEETS: { first: BUILT_STYLESHEETS, later: BUILT_LATER_STYLESHEETS, firstPages: [FIRST_SCREEN_PAGE] },
    ANTD_THEME_STYLESHEETS: BUILT_THEME_STYLESHEETS,
  });
}

export function forgetBuiltStylesheets(): void {
  delete (globalThis as BuildDefinitions).ANTD_STYLESHEETS;
  delete (globalThis as BuildDefinitions).ANTD_THEME_STYLESHEETS;
}

/** The stylesheets' <link> elements in the head, in order. */
export const stylesheetLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** What the first screens load: the first set and the themes' variables. */
export const FIRST_SET_AND_THEMES = [...BUILT_STYLESHEETS, ...Object.values(BUILT_THEME_STYLESHEETS)];

/** The later set's <link> elements in the head. */
export const laterStylesheetLinks = () =>
  stylesheetLinks().filter((link) => BUILT_LATER_STYLESHEETS.includes(link.getAttribute('href')!));

/**
 * Answers every stylesheet the page asked for (of `hrefs`, if given) as arrived (`load`), or the one at `failed` as
 * failed (`error`).
 */
export function answerStylesheets(failed?: string, hrefs?: string[]): void {
  for (const link of stylesheetLinks()) {
    const href = link.getAttribute('href')!;
    if (!hrefs || hrefs.includes(href)) link.dispatchEvent(new Event(href === failed ? 'error' : 'load'));
  }
}
