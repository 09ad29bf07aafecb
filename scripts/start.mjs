// `npm start`: install, build, then run the api (serving the shell and remotes) on the embedded
// database with the demo company, and print where to sign in.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, installDependencies, repoRoot } from './lib/pnpm.mjs';
import { DEMO_SIGN_INS } from './lib/demo-sign-ins.mjs';
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
console.log(`\nAttendance platform running at ${url}  (data in ${dataDir})\nDemo sign-ins (password for all: ${DEMO_SIGN_INS.password}):`);
for (const { role, email } of DEMO_SIGN_INS.users) console.log(`  ${role.padEnd(8)} ${email}`);
