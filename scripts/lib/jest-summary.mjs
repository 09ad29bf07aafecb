// Reads the results jest wrote with --json. A suite that failed without a failed test (a file that does not load, a
// failing beforeAll/afterAll) counts as one failure; so does a run that wrote no results or an unreadable file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { repoRoot } from './pnpm.mjs';

const firstLine = (text) =>
  stripVTControlCharacters(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('●')) ?? 'no message';

/** { passed, failed, skipped, problems: ['what failed', ...] } of one jest run. */
export function readJestResults(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, problems: ['jest wrote no results'] };
  let result;
  try {
    result = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { passed: 0, failed: 1, skipped: 0, problems: [`unreadable results: ${error.message}`] };
  }
  let failed = result.numFailedTests;
  const problems = [];
  for (const suite of result.testResults) {
    const name = path.relative(repoRoot, suite.name);
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failedTests.length > 0) {
      problems.push(...failedTests.map((test) => `${name}: ${test.fullName}`));
    } else if (suite.status === 'failed') {
      failed += 1;
      problems.push(`${name}: suite failed: ${firstLine(suite.message)}`);
    }
  }
  return { passed: result.numPassedTests, failed, skipped: result.numPendingTests + result.numTodoTests, problems };
}
