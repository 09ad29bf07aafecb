import type { ThemeConfig } from 'antd';

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
  token: { colorPrimary: BRAND_COLOR, colorInfo: BRAND_COLOR, borderRadius: 8, ...ACCESSIBLE_TEXT_COLORS },
  // An empty table's text ('No leave requests found.') is drawn in the disabled grey, 1.7:1 on white.
  components: { Table: { colorTextDisabled: ACCESSIBLE_TEXT_COLORS.colorTextTertiary } },
};

/**
 * Below antd's md breakpoint every control is antd's large size, 44 px tall: a finger-sized target (WCAG 2.5.5), and
 * 16 px text in inputs, below which phone browsers zoom the page when a field takes focus.
 */
export const PHONE_THEME: ThemeConfig = { ...ANTD_THEME, token: { ...ANTD_THEME.token, controlHeightLG: 44 } };
