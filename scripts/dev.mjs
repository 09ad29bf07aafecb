// `npm run dev`: the api (watching its sources) and every app's webpack dev server, shell on :3000.
import { installDependencies, pnpm } from './lib/pnpm.mjs';

await installDependencies();
await pnpm(['--filter', 'api', '--filter', 'shell', '--filter', 'mf-*', '--parallel', 'run', 'dev'], {
  env: { SEED_DEMO: 'true', ...process.env },
});
