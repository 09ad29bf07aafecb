// Loaded with `node --require` into the api under test (support/server.ts): shifts Date by E2E_CLOCK_OFFSET_MS, so
// the api, the PGlite inside it (which reads Date.now) and the demo seed live at the instant the test chose, while
// timers keep their real pace.
let offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (!Number.isFinite(offset))
  throw new Error(`E2E_CLOCK_OFFSET_MS is not a number: ${process.env.E2E_CLOCK_OFFSET_MS}`);

const RealDate = Date;
const now = () => RealDate.now() + offset;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});

// The test that started this api moves its clock (a later hour, the next day) through the IPC channel it opened
// to it, instead of restarting it: server.ts's moveClockTo. Only this preload listens, so only an api started by the
// e2e suite with this file and that channel can be moved; the api itself has no way to move its clock.
if (process.send) {
  process.on('message', (message) => {
    const moved = message && message.e2eClockOffsetMs;
    if (!Number.isFinite(moved)) return;
    offset = moved;
    process.send({ e2eClockOffsetMs: offset });
  });
  // The channel does not keep the api alive: it ends as it would without one.
  process.channel.unref();
}
