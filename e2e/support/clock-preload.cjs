// Loaded with `node --require` into the api under test (support/server.ts): shifts Date by E2E_CLOCK_OFFSET_MS, so
// the api, the PGlite inside it (which reads Date.now) and the demo seed live at the instant the test chose, while
// timers keep their real pace.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (!Number.isFinite(offset))
  throw new Error(`E2E_CLOCK_OFFSET_MS is not a number: ${process.env.E2E_CLOCK_OFFSET_MS}`);

const RealDate = Date;
const now = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});
