// Counts what `npm test` ran: the tests of every jest run, plus one failure for each step that failed outside a test
// (install, eslint, typecheck, build, tools) and for each jest run that exited non-zero with no failure counted.
import { readJestResults } from './jest-summary.mjs';

export function createTally() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const problems = [];
  const fail = (label, message) => {
    totals.failed += 1;
    problems.push(`${label}: ${message}`);
  };
  return {
    fail,
    /** Adds a jest run's results; `exitError` is how its process ended when it did not exit 0. */
    addJestRun(label, resultFile, exitError) {
      const run = readJestResults(resultFile);
      totals.passed += run.passed;
      totals.skipped += run.skipped;
      totals.failed += run.failed;
      problems.push(...run.problems.map((problem) => `${label}: ${problem}`));
      if (exitError && run.failed === 0) fail(label, `${exitError.message}, with no failed test in its results`);
    },
    get failed() {
      return totals.failed;
    },
    /** The closing lines: what failed, then 'N passed, N failed, N skipped'. */
    report() {
      const lines = problems.length > 0 ? ['Failed:', ...problems.map((problem) => `  ${problem}`), ''] : [];
      return [...lines, `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`].join('\n');
    },
  };
}
