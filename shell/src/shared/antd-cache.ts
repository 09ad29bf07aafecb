// cssinjs's cache entries of each theme's tokens and CSS variables, made by the build (shell/antd-styles): given them,
// antd computes no token (its alias tokens, the token's hash, its CSS variables) and no component's variables at run
// time, and inserts no <style> of variables, which the build's stylesheet holds. Each entry is held by one use no
// component has, so that cssinjs keeps it when the last component of a kind unmounts (a skeleton swapped for its
// page) instead of removing its <style> and computing and inserting it again at the next mount.
import { createTheme, type StyleContext } from '@ant-design/cssinjs';
import type { MappingAlgorithm } from 'antd';
import type { ContextType } from 'react';
import { builtTheme } from './antd-built-themes';

type StyleCache = ContextType<typeof StyleContext>['cache'];

/** The theme id's place in the build's token path: cssinjs numbers its themes as they are created. */
const THEME_ID = '%{theme}%';

const primed = new WeakMap<StyleCache, Set<string>>();

/**
 * Puts the build's entries of the theme `key` into `cache` once, the token's under the id cssinjs gives `algorithm`'s
 * theme (the one antd's ConfigProvider creates from it). Only with the build's stylesheet in the page: the entries
 * carry no CSS.
 */
export function primeAntdCache(cache: StyleCache, key: string, algorithm: MappingAlgorithm | undefined): void {
  const built = builtTheme(key);
  const keys = primed.get(cache) ?? new Set<string>();
  primed.set(cache, keys);
  if (!built || !algorithm || keys.has(key)) return;
  keys.add(key);
  const themeId = `%${createTheme(algorithm).id}%`;
  for (const [path, value] of built.entries) {
    cache.opUpdate(path.replace(THEME_ID, themeId), (entry) => entry ?? [1, value]);
  }
}
