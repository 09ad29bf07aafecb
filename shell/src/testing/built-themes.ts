import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { ThemeChoice } from '../shared/theme';

/** Every theme the shell has: phone or not, with or without animations. */
export const THEME_CHOICES: ThemeChoice[] = [false, true].flatMap((phone) =>
  [false, true].map((reducedMotion) => ({ phone, reducedMotion })),
);

/** The shell's themes made as its build makes them (antd-styles/render-styles.js), for `components` (antd names). */
export function buildThemes(components: string[] = []): string {
  const script = path.join(__dirname, '../../antd-styles/render-styles.js');
  return execFileSync('node', [script, JSON.stringify(components), '--themes'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
