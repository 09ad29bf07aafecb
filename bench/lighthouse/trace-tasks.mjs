// What the main thread did in a Lighthouse run's long tasks, from the trace the bench keeps with TRACE_DIR=<dir>:
//   node bench/lighthouse/trace-tasks.mjs <trace.json> [WEB_ROOT]
// Per task of 12.5 ms or more (50 ms on the simulated phone's 4x slower CPU): its start, its length, the kinds of
// work the browser did in it (script, style, layout), and where its JavaScript spent its own time, mapped through
// the build's source maps (WEB_ROOT holds shell/dist and mf-*/dist; default: this checkout) to the package or the
// source file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuProfileOf, mainThread, readTrace, sourceMapper } from './trace-profile.mjs';

const LONG_TASK_US = 12_500;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const [tracePath, webRoot = ROOT] = process.argv.slice(2);
if (!tracePath) {
  console.error('usage: node bench/lighthouse/trace-tasks.mjs <trace.json> [WEB_ROOT]');
  process.exit(2);
}
const traceEvents = readTrace(tracePath);
const originalOf = sourceMapper(webRoot);

/** A frame named by its package (node_modules) or its source file, and its function. */
function placeOf(frame) {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const { source, name } = originalOf(frame);
  const inPackage = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  const where = inPackage ? inPackage[1] : source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\.?\//, '');
  return `${where} ${name ?? ''}`.trim();
}

const thread = mainThread(traceEvents);
const onThread = traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
const { nodes, samples } = cpuProfileOf(traceEvents, thread);
const tasks = onThread.filter((e) => e.name === 'RunTask' && e.dur >= LONG_TASK_US).sort((a, b) => a.ts - b.ts);
const start = Math.min(...onThread.map((e) => e.ts));
const ms = (us) => `${(us / 1000).toFixed(1)} ms`;
const top = (counts, n) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => `${name} ${ms(us)}`);

console.log(`${tasks.length} tasks of ${ms(LONG_TASK_US)} or more (x4 on the simulated phone)`);
for (const task of tasks) {
  const end = task.ts + task.dur;
  const kinds = new Map();
  for (const event of onThread)
    if (
      event.ts >= task.ts &&
      event.ts < end &&
      event !== task &&
      event.dur &&
      /^(EvaluateScript|v8\.compile|FunctionCall|UpdateLayoutTree|Layout|ParseAuthorStyleSheet|Paint|ParseHTML|TimerFire|RunMicrotasks|v8\.run|MajorGC|MinorGC|V8\.GC.*)$/.test(
        event.name,
      )
    )
      kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur);
  const self = new Map();
  let previous;
  for (const { time, node } of samples) {
    if (time < task.ts) {
      previous = time;
      continue;
    }
    if (time >= end) break;
    const place = placeOf(nodes.get(node).frame);
    self.set(place, (self.get(place) ?? 0) + (time - (previous ?? time)));
    previous = time;
  }
  console.log(`\nat ${ms(task.ts - start)}: ${ms(task.dur)}  [${top(kinds, 6).join(', ')}]`);
  for (const line of top(self, 8)) console.log(`    ${line}`);
}
