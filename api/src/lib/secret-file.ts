import fs from 'node:fs';
import path from 'node:path';

/** Reads a secret from `file`, creating it (mode 0600) with `generate()` on first use. */
export function readOrCreateSecret(file: string, generate: () => string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const value = generate();
  try {
    // 'wx' so two instances starting together keep the first writer's secret.
    fs.writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
}
