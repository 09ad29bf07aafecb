import { useEffect, useState } from 'react';
import { loadThemeStylesheet, themeStylesheetArrived } from './antd-stylesheet';
import { THEME_CHOICES, cssVarKey, type ThemeChoice } from './theme';

const sameTheme = (one: ThemeChoice, other: ThemeChoice) =>
  one.phone === other.phone && one.reducedMotion === other.reducedMotion;

/** A theme whose variables are in the page: the start's, when the screen changed before the first render. */
const anyStyledTheme = (wanted: ThemeChoice) =>
  THEME_CHOICES.find((choice) => themeStylesheetArrived(cssVarKey(choice))) ?? wanted;

/**
 * The theme to render for `wanted`. With the build's stylesheets (`stylesBuilt`), a theme's CSS variables are in the
 * page only once its file arrived: until then (a window turned past the phone breakpoint, reduced motion switched on)
 * the screen stays in the theme it had, styled, instead of drawing without variables. Without them, `wanted`: antd
 * makes its own variables.
 */
export function useStyledTheme(wanted: ThemeChoice, stylesBuilt: boolean): ThemeChoice {
  const { phone, reducedMotion } = wanted;
  const key = cssVarKey(wanted);
  const ready = !stylesBuilt || themeStylesheetArrived(key);
  const [styled, setStyled] = useState(() => (ready ? wanted : anyStyledTheme(wanted)));
  // The last theme rendered, for the next change to stay in while its file loads.
  if (ready && !sameTheme(styled, wanted)) setStyled(wanted);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    void loadThemeStylesheet(key).then((arrived) => {
      if (current && arrived) setStyled({ phone, reducedMotion });
    });
    return () => {
      current = false;
    };
  }, [ready, key, phone, reducedMotion]);
  return ready ? wanted : styled;
}
