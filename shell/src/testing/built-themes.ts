import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The shell's themes made as its build makes them (antd-styles/render-styles.js), for `components` (antd names). */
export function buildThemes(components: string[] = []): string {
  const script = path.join(__dirname, '../../antd-styles/render-styles.js');
  return execFileSync('node', [script, JSON.stringify(components), '--themes'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
