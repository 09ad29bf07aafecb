// antd's CSS variables of each theme, rendered by the build (shell/antd-styles) as the <style> elements cssinjs would
// insert: cssinjs finds each one in the page with the same text and leaves it alone, instead of deriving the theme's
// variables and inserting some forty <style> elements at the first render (each a style recalculation of the page).
import { builtTheme } from './antd-built-themes';

const added = new Set<string>();

/** Puts the theme's CSS variables in the page once, where and as cssinjs would (its marks, first in the head). */
export function addAntdCssVariables(key: string): void {
  if (added.has(key)) return;
  added.add(key);
  const styles = document.createDocumentFragment();
  for (const [id, css] of builtTheme(key)?.variables ?? []) {
    const style = document.createElement('style');
    style.setAttribute('data-rc-order', 'prependQueue');
    style.setAttribute('data-rc-priority', '-999');
    style.setAttribute('data-css-hash', id);
    style.setAttribute('data-token-hash', key);
    style.textContent = css;
    styles.append(style);
  }
  document.head.prepend(styles);
}
