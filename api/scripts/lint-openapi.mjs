// Lints the api's OpenAPI document (generated from the route schemas, nothing listens) with Redocly's recommended
// rules (redocly.yaml), so others can generate a client from it. Exits non-zero when the linter reports an error.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const redocly = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

const document = execFileSync(process.execPath, ['--import', 'tsx', 'src/openapi/dump-cli.ts'], {
  cwd: apiDir,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const file = path.join(os.tmpdir(), `api-openapi-${process.pid}.json`);
fs.writeFileSync(file, document);
try {
  execFileSync(process.execPath, [redocly, 'lint', file, '--config', 'redocly.yaml', '--max-problems=1000'], {
    cwd: apiDir,
    stdio: 'inherit',
    // No usage reports and no update check: the suite runs offline and tells nobody about it.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  });
} catch {
  console.error('The OpenAPI document has lint errors (above): fix the route schemas they point at.');
  process.exitCode = 1;
} finally {
  fs.rmSync(file);
}
