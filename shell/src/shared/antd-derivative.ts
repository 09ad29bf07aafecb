import { theme, type MappingAlgorithm } from 'antd';
import type { SeedToken } from 'antd/es/theme/interface';
import { builtTheme } from './antd-built-themes';

const algorithms = new Map<string, MappingAlgorithm>();

function sameSeed(seed: SeedToken, built: SeedToken): boolean {
  const keys = Object.keys(seed) as Array<keyof SeedToken>;
  return keys.length === Object.keys(built).length && keys.every((key) => seed[key] === built[key]);
}

/**
 * The algorithm (antd's public `theme.algorithm`: seed -> map token) of the theme `key`: the map token the build
 * derived with antd's default algorithm, for the seed it derived it from; any other seed (a nested ConfigProvider's
 * own tokens) antd's default algorithm derives as ever. Undefined without the build's themes: antd's default.
 * One function per key, so that antd keeps one theme (and its cached tokens) per key.
 */
export function builtAlgorithm(key: string): MappingAlgorithm | undefined {
  const built = builtTheme(key);
  if (!built) return undefined;
  let algorithm = algorithms.get(key);
  if (!algorithm) {
    algorithm = (seed) => (sameSeed(seed, built.seed) ? built.map : theme.defaultAlgorithm(seed));
    algorithms.set(key, algorithm);
  }
  return algorithm;
}
