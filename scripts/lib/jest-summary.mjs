// Adds up the results jest wrote with --json so the run ends on one 'N passed, N failed' line.
import { readFileSync, existsSync } from 'node:fs';

export function summarise(resultFiles) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of resultFiles) {
    if (!existsSync(file)) continue;
    const result = JSON.parse(readFileSync(file, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
  }
  return { passed, failed, skipped };
}
