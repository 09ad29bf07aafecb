import type { ThemeConfig } from 'antd';
import { TOUCH_TARGET } from '../constants';

/** The one brand colour: antd's primary colour and the public pages' accent. */
export const BRAND_COLOR = '#1d3fa8';
export const PRODUCT_NAME = 'Attendance & Leave';

// antd's defaults put some text below WCAG AA (4.5:1) on white: grey secondary text, green/orange/gold tags,
// error and success texts. These shades pass, on white and on the tags' own light backgrounds.
export const ACCESSIBLE_TEXT_COLORS = {
  colorTextTertiary: '#666666',
  colorTextDescription: '#666666',
  colorTextPlaceholder: '#6b6b6b',
  colorError: '#cf1322',
  colorErrorText: '#cf1322',
  colorSuccess: '#237804',
  colorSuccessText: '#237804',
  colorWarning: '#ad4e00',
  colorWarningText: '#ad4e00',
  // Tag text of the preset colours (`<Tag color="green">` is drawn with green7 on green1).
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

/** The theme of everything behind sign-in, the shell's pages and every remote's alike. */
export const ANTD_THEME: ThemeConfig = {
  // No hash class (`:where(.css-1y106cm)`) before each of antd's selectors: the pages have one antd and one set of
  // styles, and the hash was 15 % of the build's stylesheet (shell/antd-styles), parsed and matched on every page.
  hashed: false,
  token: { colorPrimary: BRAND_COLOR, colorInfo: BRAND_COLOR, borderRadius: 8, ...ACCESSIBLE_TEXT_COLORS },
  components: {
    // An empty table's text ('No leave requests found.') is drawn in the disabled grey, 1.7:1 on white.
    Table: { colorTextDisabled: ACCESSIBLE_TEXT_COLORS.colorTextTertiary },
    // Finger-sized rows (WCAG 2.5.5) in the two menus the apps have: the sidebar's, and the user menu's (22 px of
    // text, 11 px above and below). In the one theme, not in nested ConfigProviders: each of those sets all of antd's
    // CSS variables again at run time.
    Menu: { itemHeight: TOUCH_TARGET },
    Dropdown: { paddingBlock: (TOUCH_TARGET - 22) / 2 },
    // The team calendar's. antd greys the days of the months around at 25 % black, below WCAG AA's 4.5:1 on white;
    // 60 % reaches 5.7:1. The Calendar always has a selected day (the same day of the month as today): not filled, so
    // it cannot pass for today, which keeps its own top border.
    Calendar: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)', itemActiveBg: 'transparent' },
  },
};

/**
 * Below antd's md breakpoint every control is antd's large size, 44 px tall: a finger-sized target (WCAG 2.5.5), and
 * 16 px text in inputs, below which phone browsers zoom the page when a field takes focus.
 */
export const PHONE_THEME: ThemeConfig = { ...ANTD_THEME, token: { ...ANTD_THEME.token, controlHeightLG: 44 } };

export interface ThemeChoice {
  phone: boolean;
  reducedMotion: boolean;
}

/** Every theme the shell has: phone or not, with or without animations (the build renders each). */
export const THEME_CHOICES: ThemeChoice[] = [false, true].flatMap((phone) =>
  [false, true].map((reducedMotion) => ({ phone, reducedMotion })),
);

/**
 * The name of the theme's set of antd CSS variables (`cssVar.key`, the class antd gives its elements): fixed, not
 * React's useId, so that the build renders the set ahead (shell/antd-styles) under the name the run time looks for.
 */
export const cssVarKey = ({ phone, reducedMotion }: ThemeChoice) =>
  `css-var-${phone ? 'phone' : 'desktop'}${reducedMotion ? '-still' : ''}`;

/** The theme of a phone or a larger screen; without animations for whoever asked their system for less motion. */
export function antdTheme(choice: ThemeChoice): ThemeConfig {
  const theme = choice.phone ? PHONE_THEME : ANTD_THEME;
  const token = choice.reducedMotion ? { ...theme.token, motion: false } : theme.token;
  return { ...theme, token, cssVar: { key: cssVarKey(choice) } };
}
