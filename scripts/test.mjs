// `npm test`: every suite on a fresh machine: types, unit and component tests, the api on PGlite
// (and on PostgreSQL when DATABASE_URL is set), then the production build end to end in Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildAll, installDependencies, pnpm } from './lib/pnpm.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { summarise } from './lib/jest-summary.mjs';

const resultsDir = mkdtempSync(path.join(tmpdir(), 'attendance-tests-'));
const resultFiles = [];
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

function jest(filter, label, env = process.env, extra = []) {
  const outputFile = path.join(resultsDir, `${label}.json`);
  resultFiles.push(outputFile);
  console.log(`\n=== ${label} (at ${elapsed()}) ===`);
  return pnpm(['--filter', filter, 'exec', 'jest', '--json', `--outputFile=${outputFile}`, ...extra], { env });
}

let failure;
try {
  await installDependencies();
  await pnpm(['exec', 'eslint', '.']);
  await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
  for (const pkg of ['shared-auth', 'shell', 'mf-settings', 'mf-attendance', 'mf-leave', 'mf-people', 'mf-reports']) {
    await jest(pkg, pkg, process.env, ['--maxWorkers=2']);
  }
  await jest('api', 'api-pglite', envWithoutDatabase, ['--maxWorkers=2']);
  if (DATABASE_URL) await jest('api', 'api-postgresql', process.env, ['--maxWorkers=2']);
  await buildAll();
  await ensureChromium();
  await jest('e2e', 'e2e', envWithoutDatabase, ['--runInBand']);
} catch (error) {
  failure = error;
}

const { passed, failed, skipped } = summarise(resultFiles);
if (failure) console.error(`\n${failure.message}`);
console.log(`\nAll suites ran in ${elapsed()}.`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failure || failed > 0 ? 1 : 0);
