import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, PREPAINT_SCRIPT_SOURCE } from './security';

describe('the Content-Security-Policy of a page', () => {
  it("lets the shell's inline pre-paint run, by the hash of the file index.html inlines", () => {
    const script = fs.readFileSync(path.resolve(__dirname, '../../../shell/prepaint/prepaint.js'));
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(PREPAINT_SCRIPT_SOURCE).toBe(hash);
    expect(contentSecurityPolicy([])).toContain(`script-src 'self' ${hash};`);
  });
});
