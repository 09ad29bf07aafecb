import { ACCESSIBLE_TEXT_COLORS, ANTD_THEME, PHONE_THEME, THEME_CHOICES, antdTheme } from './theme';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

// antd's light backgrounds that text of these colours sits on: white cards, the page, and the tags' tints.
const BACKGROUNDS = ['#ffffff', '#f5f5f5', '#fafafa', '#f6ffed', '#fff7e6', '#fffbe6', '#feffe6', '#e6fffb', '#fff2e8'];

describe('theme', () => {
  it.each(Object.entries(ACCESSIBLE_TEXT_COLORS))(
    '%s (%s) reads at 4.5:1 or more on light backgrounds',
    (_token, color) => {
      for (const background of BACKGROUNDS) expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('is the theme every page behind sign-in gets', () => {
    expect(ANTD_THEME.token).toMatchObject(ACCESSIBLE_TEXT_COLORS);
  });

  it.each(THEME_CHOICES)(
    "puts no hash class in antd's selectors (%o), as the build's stylesheet is made (shell/antd-styles)",
    (choice) => {
      expect(antdTheme(choice).hashed).toBe(false);
    },
  );

  it("gives phones the same colours and antd's large controls at 44 px, a finger's touch target", () => {
    expect(PHONE_THEME.token).toMatchObject({ ...ANTD_THEME.token, controlHeightLG: 44 });
  });
});
