// `npm start`: install, build, then run the api (serving the shell and remotes) on the embedded
// database with the demo company, and print where to sign in.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, installDependencies, repoRoot } from './lib/pnpm.mjs';
import { createRequire } from 'node:module';
import { waitForHealth } from './lib/wait-for-health.mjs';

const port = process.env.PORT ?? '8080';
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));

await installDependencies();
await buildAll();

const api = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { SEED_DEMO: 'true', ...process.env, PORT: port, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));

const url = `http://localhost:${port}`;
await waitForHealth(url);
const { demoSignIns } = createRequire(import.meta.url)(path.join(repoRoot, 'api/dist/seed/demo-sign-ins.js'));
const { password, users } = demoSignIns();
console.log(
  `\nAttendance platform running at ${url}  (data in ${dataDir})\nDemo sign-ins, password ${password} for all:`,
);
for (const { label, email } of users) console.log(`  ${email.padEnd(26)} ${label}`);
