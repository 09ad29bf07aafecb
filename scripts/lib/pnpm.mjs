// Runs the workspace's pinned pnpm: the one on PATH when it is that version, else through npx.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const pinned = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url))).packageManager;
const pinnedVersion = pinned.split('@')[1];

function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (version === pinnedVersion) return ['pnpm', []];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', ['--yes', pinned]];
}

/**
 * Runs a command to completion; rejects on a non-zero exit. Its output is inherited, or goes to `options.log` (a file
 * descriptor) when steps run side by side and each one's output is printed whole once it ends.
 */
export function run(command, args, { log, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
    const child = spawn(command, args, { cwd: repoRoot, stdio, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function pnpm(args, options) {
  const [command, prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

export const installDependencies = (options) => pnpm(['install', '--frozen-lockfile'], options);

/** Builds every remote of the workspace and the shell (two at a time on small machines), then the api. */
export async function buildAll(options) {
  await pnpm(['--filter', 'shell', '--filter', 'mf-*', '--workspace-concurrency=2', 'run', 'build'], options);
  await pnpm(['--filter', 'api', 'run', 'build'], options);
}
