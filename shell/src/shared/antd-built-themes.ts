// The shell's antd themes as the build rendered them (shell/antd-styles), by theme key (cssVar.key): cssinjs's cache
// entries of each theme's tokens and CSS variables, and the map token antd's default algorithm derives from its seed.
// The page loads the file before antd's first render, which then neither derives nor computes the theme.
import type { MapToken, SeedToken } from 'antd/es/theme/interface';

/** The address of the build's file, defined by the build; undefined in unit tests. */
declare const ANTD_THEMES: string | undefined;

export interface BuiltTheme {
  /** cssinjs's cache entries (path, value) of the theme's token and of each component's CSS variables, without CSS. */
  entries: Array<[path: string, value: unknown]>;
  /** The seed antd gives the theme's algorithm, and the map token antd's default algorithm derives from it. */
  seed: SeedToken;
  map: MapToken;
}

let themes: Record<string, BuiltTheme> = {};

/** Loads the build's themes; without them (a failed load) antd derives and computes its theme itself. */
export async function loadBuiltThemes(): Promise<void> {
  if (typeof ANTD_THEMES === 'undefined') return;
  try {
    const response = await fetch(ANTD_THEMES);
    if (response.ok) themes = (await response.json()) as Record<string, BuiltTheme>;
  } catch {
    // Offline without the file cached: antd's own run-time work.
  }
}

export const builtTheme = (key: string): BuiltTheme | undefined => themes[key];
