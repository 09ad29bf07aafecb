/** Spec sections 2 and 9: the sidebar is 220 px wide, 60 px collapsed. */
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 60;
export const HEADER_HEIGHT = 64;
