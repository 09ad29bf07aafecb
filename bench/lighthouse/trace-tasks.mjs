// What the main thread did in a Lighthouse run's long tasks, from the trace the bench keeps with TRACE_DIR=<dir>:
//   node bench/lighthouse/trace-tasks.mjs <trace.json> [WEB_ROOT]
// Per task of 12.5 ms or more (50 ms on the simulated phone's 4x slower CPU): its start, its length, the kinds of
// work the browser did in it (script, style, layout), and where its JavaScript spent its own time, mapped through
// the build's source maps (WEB_ROOT holds shell/dist and mf-*/dist; default: this checkout) to the package or the
// source file.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const LONG_TASK_US = 12_500;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const [tracePath, webRoot = ROOT] = process.argv.slice(2);
if (!tracePath) {
  console.error('usage: node bench/lighthouse/trace-tasks.mjs <trace.json> [WEB_ROOT]');
  process.exit(2);
}
const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8'));

/** The page's renderer main thread: the CrRendererMain thread that ran the most task time. */
function mainThread() {
  const names = traceEvents.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const busy = names.map(({ pid, tid }) => ({
    pid,
    tid,
    time: traceEvents
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0),
  }));
  return busy.sort((a, b) => b.time - a.time)[0];
}

/** The CPU profile's samples as [time, node], on the trace's clock (its chunks come from the profiler's thread). */
function samplesOf({ pid }) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const event of traceEvents) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') profiles.set(event.id, { time: event.args.data.startTime });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id) ?? { time: event.ts };
    profiles.set(event.id, profile);
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += timeDeltas[index] ?? 0;
      samples.push([profile.time, nodes.get(`${event.id}:${id}`)]);
    });
  }
  return samples.filter(([, frame]) => frame).sort((a, b) => a[0] - b[0]);
}

const maps = new Map();
/** The source map of a served script, found by its file name under WEB_ROOT's dist folders. */
function mapOf(url) {
  const file = url.split('?')[0].split('/').pop();
  if (!file?.endsWith('.js')) return undefined;
  if (!maps.has(file)) {
    const dirs = readdirSync(webRoot)
      .filter((dir) => dir === 'shell' || dir.startsWith('mf-'))
      .map((dir) => path.join(webRoot, dir, 'dist', `${file}.map`));
    const found = dirs.find((candidate) => existsSync(candidate));
    maps.set(file, found ? new TraceMap(readFileSync(found, 'utf8')) : undefined);
  }
  return maps.get(file);
}

/** A frame named by its package (node_modules) or its source file, and its function. */
function placeOf(frame) {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const map = mapOf(frame.url);
  const original = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original?.source ?? frame.url.split('/').pop();
  const inPackage = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  const where = inPackage ? inPackage[1] : source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\.?\//, '');
  return `${where} ${original?.name ?? frame.functionName ?? ''}`.trim();
}

const thread = mainThread();
const onThread = traceEvents.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
const samples = samplesOf(thread);
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
  for (const [time, frame] of samples) {
    if (time < task.ts) {
      previous = time;
      continue;
    }
    if (time >= end) break;
    const place = placeOf(frame);
    self.set(place, (self.get(place) ?? 0) + (time - (previous ?? time)));
    previous = time;
  }
  console.log(`\nat ${ms(task.ts - start)}: ${ms(task.dur)}  [${top(kinds, 6).join(', ')}]`);
  for (const line of top(self, 8)) console.log(`    ${line}`);
}
