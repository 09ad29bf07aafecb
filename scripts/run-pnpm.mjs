// `node scripts/run-pnpm.mjs <args>`: pnpm at the pinned version, installed or not.
import { pnpm } from './lib/pnpm.mjs';

pnpm(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
