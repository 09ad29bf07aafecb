// `npm test`: every suite on a fresh machine: lint, formatting, types, unit and component tests, the api on PGlite (and on
// PostgreSQL when DATABASE_URL is set), then the production build end to end in Chromium. A failed step does not
// stop the others (only the end-to-end suite waits for the build); the last line counts every failure, and the exit
// code is non-zero exactly when that count is.
//
// After the install two lanes run side by side: the build then the end-to-end suite, which waits on browsers and
// servers more than it computes (about 0.6 of a core), and the checks and the jest suites, which fill the rest; the
// lane that ends first then runs the api's PostgreSQL pass.
// Each step's output goes to its own log, printed whole when the step ends.
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { barePath } from './lib/bare-path.mjs';
import { ensureTestTools } from './lib/ensure-test-tools.mjs';
import { buildAll, installDependencies, pnpm } from './lib/pnpm.mjs';
import { createTally } from './lib/tally.mjs';

const resultsDir = mkdtempSync(path.join(tmpdir(), 'attendance-tests-'));
const { DATABASE_URL, ...envWithoutDatabase } = process.env;
const tally = createTally();

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs `action` with a log file descriptor for its commands, then prints what it wrote under the step's heading. */
async function logged(label, action) {
  const file = path.join(resultsDir, `${label}.log`);
  const log = openSync(file, 'w');
  const from = elapsed();
  try {
    return await action(log);
  } finally {
    closeSync(log);
    console.log(`\n=== ${label} (from ${from} to ${elapsed()}) ===`);
    process.stdout.write(readFileSync(file, 'utf8'));
  }
}

/** Runs a step that is not a test; a failure counts as one. Resolves to whether it succeeded. */
function step(label, action) {
  return logged(label, async (log) => {
    try {
      await action({ log });
      return true;
    } catch (error) {
      console.error(error.message);
      tally.fail(label, error.message);
      return false;
    }
  });
}

/** Runs jest in one package (`filter`), or at the root when `filter` is null; its results go to the tally. */
function jest(filter, label, env, extra) {
  const outputFile = path.join(resultsDir, `${label}.json`);
  return logged(label, async (log) => {
    let exitError = null;
    const where = filter ? ['--filter', filter] : [];
    await pnpm([...where, 'exec', 'jest', '--json', `--outputFile=${outputFile}`, ...extra], { env, log }).catch(
      (error) => {
        exitError = error;
      },
    );
    tally.addJestRun(label, outputFile, exitError);
  });
}

function finish() {
  console.log(`\nAll suites ran in ${elapsed()}.`);
  console.log(tally.report());
  process.exit(tally.failed > 0 ? 1 : 0);
}

async function buildThenEndToEnd(toolsReady) {
  const built = await step('build', buildAll);
  if (built && toolsReady) {
    // Only node, npm, npx, pnpm and sh on PATH: proves the suite starts no program the repo does not install.
    await jest('e2e', 'e2e', { ...envWithoutDatabase, PATH: barePath() }, []);
  } else {
    tally.fail('e2e', `not run: ${built ? 'the test tools are missing' : 'the build failed'}`);
  }
}

async function checksAndSuites() {
  await step('eslint', ({ log }) => pnpm(['exec', 'eslint', '.'], { log }));
  await step('prettier', ({ log }) => pnpm(['exec', 'prettier', '--check', '--log-level=warn', '.'], { log }));
  await step('typecheck', ({ log }) => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'], { log }));
  await step('api contract', ({ log }) => pnpm(['--filter', 'api-contract', 'run', 'check'], { log }));
  // Redocly's recommended rules on the api's OpenAPI document: an error fails this step.
  await step('openapi lint', ({ log }) => pnpm(['--filter', 'api', 'run', 'lint:openapi'], { log }));
  await jest(null, 'front-end', process.env, ['-c', 'jest.frontend.config.js', '--maxWorkers=2']);
  // Two workers (api/jest.config.js): every file opens its own database.
  await jest('api', 'api-pglite', envWithoutDatabase, []);
}

// The api's second pass, on PostgreSQL, runs in whichever lane ends first (usually the end-to-end one).
const spareSteps = DATABASE_URL ? [() => jest('api', 'api-postgresql', process.env, [])] : [];

async function thenSpareSteps() {
  while (spareSteps.length > 0) await spareSteps.shift()();
}

if (!(await step('install', installDependencies))) finish();
const toolsReady = await step('test tools', ensureTestTools);
await Promise.all([buildThenEndToEnd(toolsReady).then(thenSpareSteps), checksAndSuites().then(thenSpareSteps)]);
finish();
