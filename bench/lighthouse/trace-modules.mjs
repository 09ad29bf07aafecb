// Where a Lighthouse run's long tasks spent their time evaluating modules, from the trace the bench keeps with
// TRACE_DIR=<dir>:
//   node bench/lighthouse/trace-modules.mjs <trace.json> [WEB_ROOT] [min task ms=100]
//   DRILL=<source:function> DEPTH=5 ...  also: the stacks under that frame, DEPTH frames deep
// Per task: the time under each module's top-level code (the innermost module factory on the stack, a frame that
// webpack's require called), source-mapped, split by what it did (its own code, or the function it called); the
// rest of the task by its leaf frame. A concatenated module is named by its first source. The profiler's samples
// are coarse and inflated (~2x): compare shapes, not figures.
import { cpuProfileOf, mainThread, readTrace, sourceMapper } from './trace-profile.mjs';
const [tracePath, webRoot, minMs = '100'] = process.argv.slice(2);
const traceEvents = readTrace(tracePath);
const thread = mainThread(traceEvents);
const { nodes, samples } = cpuProfileOf(traceEvents, thread);
const originalOf = sourceMapper(webRoot);
const placeCache = new Map();
function place(frame) {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  if (!placeCache.has(key)) {
    const { source, name } = originalOf(frame);
    placeCache.set(key, {
      source: source
        .replace(/^webpack:\/\/[^/]*\//, '')
        .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, 'nm:'),
      name,
    });
  }
  return placeCache.get(key);
}
const isRequire = (p) => /webpack\/bootstrap/.test(p.source) || p.name === '__webpack_require__';
const thread_events = traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
const tasks = thread_events
  .filter((e) => e.name === 'RunTask' && e.dur >= Number(minMs) * 1000)
  .sort((a, b) => a.ts - b.ts);
const start = Math.min(...thread_events.map((e) => e.ts));
const ms = (us) => (us / 1000).toFixed(1);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const byModule = new Map();
  const byPkg = new Map();
  let prev;
  let evalTotal = 0;
  for (const { time: t, node: id, line, column } of samples) {
    if (t < task.ts) {
      prev = t;
      continue;
    }
    if (t >= end) break;
    const dt = t - (prev ?? t);
    prev = t;
    const stack = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) stack.push(place(n.frame));
    let mod;
    let what;
    for (let i = 0; i < stack.length - 1; i++)
      if (isRequire(stack[i + 1]) && !isRequire(stack[i])) {
        mod = stack[i].source;
        if (i === 0) {
          // The factory's own code: the sample's line says which (concatenated) source it runs.
          const leaf = nodes.get(id).frame;
          const here = line
            ? place({ ...leaf, lineNumber: line - 1, columnNumber: column ? column - 1 : 0, functionName: '' })
            : stack[0];
          what = `top-level ${here.source}`;
        } else what = `calls ${stack[i - 1].source} ${stack[i - 1].name ?? ''}`;
        break;
      }
    const key = mod
      ? `eval ${mod} -> ${what}`
      : `run ${stack.find((p) => !p.source.startsWith('('))?.source ?? stack[0]?.source ?? '?'} ${stack[0]?.name ?? ''}`;
    if (mod) evalTotal += dt;
    byModule.set(key, (byModule.get(key) ?? 0) + dt);
    const pkg = mod
      ? (mod.match(/^nm:((?:@[^/]+\/)?[^/]+)/)?.[1] ?? mod.split('/').slice(0, 2).join('/'))
      : '(not module evaluation)';
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + dt);
  }
  console.log(
    `\n=== task at ${ms(task.ts - start)} ms: ${ms(task.dur)} ms; under module top-level code ${ms(evalTotal)} ms`,
  );
  console.log('  by package/folder of the evaluated module:');
  for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 18))
    console.log(`    ${ms(v).padStart(7)}  ${k}`);
  console.log('  by module:');
  for (const [k, v] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30)))
    console.log(`    ${ms(v).padStart(7)}  ${k}`);
}
if (process.env.DRILL) {
  // Stacks (from the module factory down, DEPTH frames) of the samples whose evaluated module matches DRILL.
  const depth = Number(process.env.DEPTH ?? 5);
  const chains = new Map();
  let prev;
  for (const { time: t, node: id } of samples) {
    const dt = t - (prev ?? t);
    prev = t;
    const stack = [];
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) stack.push(place(n.frame));
    const i = stack.findIndex((p) => `${p.source}:${p.name}`.includes(process.env.DRILL));
    if (i < 0) continue;
    const chain = stack
      .slice(Math.max(0, i - depth), i + 1)
      .reverse()
      .map((p) => `${p.source.replace(/^nm:/, '')}:${p.name ?? ''}`)
      .join(' > ');
    chains.set(chain, (chains.get(chain) ?? 0) + dt);
  }
  console.log(`\n=== under ${process.env.DRILL}`);
  for (const [k, v] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${ms(v).padStart(7)}  ${k}`);
}
