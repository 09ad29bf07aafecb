// A PATH holding only node, npm, npx, pnpm and sh (npx runs package binaries through sh). The e2e suite runs with it,
// so a test that starts a program the repo does not install (scripts/lib/test-tools.json lists those it does, each
// started by its absolute path) fails here too, not only on the machines that happen to lack that program.
import { accessSync, constants, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** Creates the directory and returns it (a PATH value). */
export function barePath() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-path-'));
  symlinkSync(process.execPath, path.join(dir, 'node'));
  for (const name of ['npm', 'npx', 'pnpm', 'sh']) {
    const found = onPath(name);
    if (found) symlinkSync(found, path.join(dir, name));
  }
  return dir;
}
