import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMPLATE_ROOT_VARIABLE } from './server';

/** A folder for this run's seeded data directories (support/server.ts); global-teardown.ts removes it. */
export default function globalSetup(): void {
  process.env[TEMPLATE_ROOT_VARIABLE] = mkdtempSync(path.join(tmpdir(), 'attendance-e2e-templates-'));
}
