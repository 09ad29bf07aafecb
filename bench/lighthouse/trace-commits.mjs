// React's commits in a Lighthouse run's trace (TRACE_DIR=<dir>), from V8's CPU profile:
//   node bench/lighthouse/trace-commits.mjs <trace.json> [WEB_ROOT] [min task ms=12.5]
// Per task that commits (a sample under react-dom's commitRoot): its length, then the traced time of the parts of
// React's work (render, the commit's mutation, layout and passive effects, sync work a commit spawned, deletions) and
// of the work named in issue 26's traces (attributes set, nodes inserted and removed, cssinjs, RTK Query and redux,
// antd's Typography), and the app's own source files that ran in it (which screen the commit drew).
import { cpuProfileOf, mainThread, readTrace, sourceMapper } from './trace-profile.mjs';

const [tracePath, webRoot, minMs = '12.5'] = process.argv.slice(2);
if (!tracePath) {
  console.error('usage: node bench/lighthouse/trace-commits.mjs <trace.json> [WEB_ROOT] [min task ms]');
  process.exit(2);
}
const traceEvents = readTrace(tracePath);
const thread = mainThread(traceEvents);
const { nodes, samples } = cpuProfileOf(traceEvents, thread);
const originalOf = sourceMapper(webRoot);
const places = new Map();
function place(frame) {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  if (!places.has(key)) {
    const { source, name } = originalOf(frame);
    const where = source
      .replace(/^webpack:\/\/[^/]*\//, '')
      .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
      .replace(/^\.\//, '');
    places.set(key, { where, name: name ?? frame.functionName });
  }
  return places.get(key);
}

/** The parts, each matched on a sample's stack (leaf first); a sample counts in every part that matches. */
const PARTS = [
  ['render', (stack) => stack.some((p) => p.name === 'performUnitOfWork')],
  ['mutation', (stack) => stack.some((p) => p.name === 'flushMutationEffects' || p.name === 'commitMutationEffects')],
  ['layout effects', (stack) => stack.some((p) => p.name === 'flushLayoutEffects' || p.name === 'commitLayoutEffects')],
  ['passive effects', (stack) => stack.some((p) => p.name === 'flushPassiveEffects')],
  ['spawned sync work', (stack) => stack.some((p) => p.name === 'flushSpawnedWork')],
  ['deletions', (stack) => stack.some((p) => p.name === 'commitDeletionEffectsOnFiber')],
  ['attributes', (stack) => /^setValueFor|^setAttribute/.test(stack[0].name ?? '')],
  ['insert/remove', (stack) => /^(appendChild|insertBefore|removeChild)$/.test(stack[0].name ?? '')],
  ['cssinjs', (stack) => stack[0].where.startsWith('@ant-design/cssinjs')],
  ['redux/RTK', (stack) => /^(@reduxjs|redux|reselect|react-redux|immer|use-sync-external-store)/.test(stack[0].where)],
  ['antd Typography', (stack) => stack.some((p) => p.where.startsWith('antd/es/typography'))],
];

const onThread = traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
const start = Math.min(...onThread.map((e) => e.ts));
const tasks = onThread.filter((e) => e.name === 'RunTask' && e.dur >= Number(minMs) * 1000).sort((a, b) => a.ts - b.ts);
const ms = (us) => (us / 1000).toFixed(1);
let index = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  const parts = new Map();
  const own = new Map();
  let commits = false;
  let previous;
  for (; index < samples.length && samples[index].time < end; index++) {
    const { time, node } = samples[index];
    const dt = time - (previous ?? time);
    previous = time;
    if (time < task.ts) continue;
    const stack = [];
    for (let n = nodes.get(node); n; n = nodes.get(n.parent)) stack.push(place(n.frame));
    if (stack.some((p) => p.name === 'commitRoot')) commits = true;
    for (const [name, matches] of PARTS) if (matches(stack)) parts.set(name, (parts.get(name) ?? 0) + dt);
    const app = stack.find((p) => p.where.startsWith('src/') || p.where.startsWith('shared-auth/src/'));
    if (app) own.set(app.where, (own.get(app.where) ?? 0) + dt);
  }
  if (!commits) continue;
  const listed = PARTS.filter(([name]) => parts.get(name)).map(([name]) => `${name} ${ms(parts.get(name))}`);
  const sources = [...own]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([where, us]) => `${where} ${ms(us)}`);
  console.log(`at ${ms(task.ts - start)} ms: ${ms(task.dur)} ms  ${listed.join(', ')}`);
  if (sources.length) console.log(`    app: ${sources.join(', ')}`);
}
