import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, PRELOAD_SCRIPT_SOURCE, PREPAINT_SCRIPT_SOURCE } from './security';

describe('the Content-Security-Policy of a page', () => {
  it("lets the shell's inline scripts run, by the hashes of the files index.html inlines", () => {
    const hashOf = (file: string) => {
      const script = fs.readFileSync(path.resolve(__dirname, '../../../shell/prepaint', file));
      return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    };
    expect(PREPAINT_SCRIPT_SOURCE).toBe(hashOf('prepaint.js'));
    expect(PRELOAD_SCRIPT_SOURCE).toBe(hashOf('preload.js'));
    expect(contentSecurityPolicy([])).toContain(`script-src 'self' ${hashOf('prepaint.js')} ${hashOf('preload.js')};`);
  });
});
