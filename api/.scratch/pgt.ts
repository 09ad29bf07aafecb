import { openPglite } from '../src/db/pglite';
(async () => {
  const t0 = Date.now();
  const p = await openPglite({});
  console.log('open in-thread', Date.now() - t0);
  await p.close();
})();
