// The spec's numbers of the shell's own screens (docs/product-spec.md).
/** Spec sections 2 and 9: after a successful change, back to / after 2 seconds. */
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;

/** Spec section 9: after a successful reset, to /login after 3 seconds. */
export const RESET_REDIRECT_MS = 3000;

/** Spec sections 2 and 9: the sidebar is 220 px wide, 60 px collapsed. */
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 60;
export const HEADER_HEIGHT = 64;
/** The phone's menu drawer: narrower than the narrowest phone (360 px), so the page stays in sight. */
export const DRAWER_WIDTH = 280;
/** The smallest control a finger hits reliably (WCAG 2.5.5). */
export const TOUCH_TARGET = 44;
export const PAGE_PADDING = { phone: 12, desktop: 24 } as const;
