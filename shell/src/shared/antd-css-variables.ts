// antd's CSS variables of each theme, rendered by the build (shell/antd-styles) as the <style> elements cssinjs would
// insert: cssinjs finds each one in the page with the same text and leaves it alone, instead of deriving the theme's
// variables and inserting some forty <style> elements at the first render (each a style recalculation of the page).

/** The address of the build's file of them, defined by the build; undefined in unit tests. */
declare const ANTD_CSS_VARIABLES: string | undefined;

/** By theme key (cssVar.key): the [style id, CSS] of each <style>. */
type Variables = Record<string, Array<[id: string, css: string]>>;

let variables: Variables = {};
const added = new Set<string>();

/** Loads the build's variables; without them (a failed load) antd inserts its own at run time, as before. */
export async function loadAntdCssVariables(): Promise<void> {
  if (typeof ANTD_CSS_VARIABLES === 'undefined') return;
  try {
    const response = await fetch(ANTD_CSS_VARIABLES);
    if (response.ok) variables = (await response.json()) as Variables;
  } catch {
    // Offline without the file cached: antd's own run-time styles.
  }
}

/** Puts the theme's CSS variables in the page once, where and as cssinjs would (its marks, first in the head). */
export function addAntdCssVariables(key: string): void {
  if (added.has(key)) return;
  added.add(key);
  const styles = document.createDocumentFragment();
  for (const [id, css] of variables[key] ?? []) {
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
