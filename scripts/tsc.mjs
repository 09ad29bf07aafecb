// Type-checks with TypeScript 7's native compiler (about a third of TypeScript 6's CPU on this workspace):
//   node scripts/tsc.mjs --noEmit -p <dir>
// TypeScript 6 stays installed as the library typescript-eslint and openapi-typescript call (TypeScript 7 has no
// JavaScript API); both install a `tsc` command, so the native one is resolved here by its own name.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const { status, signal } = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
