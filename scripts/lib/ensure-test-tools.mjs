// Installs what the tests start and this machine lacks, each Debian package on its own: a machine that already has
// Chromium still gets whatever else is missing (CI and fresh machines run as root).
import { existsSync, readFileSync } from 'node:fs';
import { run } from './pnpm.mjs';

export const TEST_TOOLS = JSON.parse(readFileSync(new URL('./test-tools.json', import.meta.url), 'utf8')).tools;

export async function ensureTestTools() {
  const missing = TEST_TOOLS.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  for (const tool of missing) console.log(`missing ${tool.path} (${tool.debianPackage}), used by ${tool.usedBy}`);
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  if (process.getuid?.() !== 0) {
    throw new Error(`install the missing tools: sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
  const stillMissing = missing.filter((tool) => !existsSync(tool.path)).map((tool) => tool.path);
  if (stillMissing.length > 0) throw new Error(`still missing after apt-get install: ${stillMissing.join(', ')}`);
}
