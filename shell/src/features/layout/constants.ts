/** Spec sections 2 and 9: the sidebar is 220 px wide, 60 px collapsed. */
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 60;
export const HEADER_HEIGHT = 64;
/** The phone's menu drawer: narrower than the narrowest phone (360 px), so the page stays in sight. */
export const DRAWER_WIDTH = 280;
/** The smallest control a finger hits reliably (WCAG 2.5.5). */
export const TOUCH_TARGET = 44;
export const PAGE_PADDING = { phone: 12, desktop: 24 } as const;
