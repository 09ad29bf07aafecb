// What trace-tasks.mjs and trace-modules.mjs both read from a Lighthouse trace kept with TRACE_DIR=<dir>: the
// page's main thread, V8's CPU profile samples on the trace's clock, and the served scripts' source maps.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

export function readTrace(tracePath) {
  return JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
}

/** The page's renderer main thread: the CrRendererMain thread that ran the most task time. */
export function mainThread(traceEvents) {
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

/**
 * The CPU profile of a renderer: its nodes by key (call frame and parent key) and its samples in time order as
 * { time, node, line, column } (its chunks come from the profiler's thread, so only the pid is matched).
 */
export function cpuProfileOf(traceEvents, { pid }) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const event of traceEvents) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') profiles.set(event.id, { time: event.args.data.startTime });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id) ?? { time: event.ts };
    profiles.set(event.id, profile);
    const { cpuProfile = {}, timeDeltas = [], lines = [], columns = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? [])
      nodes.set(`${event.id}:${node.id}`, {
        frame: node.callFrame,
        parent: node.parent !== undefined ? `${event.id}:${node.parent}` : undefined,
      });
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += timeDeltas[index] ?? 0;
      samples.push({ time: profile.time, node: `${event.id}:${id}`, line: lines[index], column: columns[index] });
    });
  }
  return { nodes, samples: samples.filter((sample) => nodes.has(sample.node)).sort((a, b) => a.time - b.time) };
}

/**
 * Maps a profiled call frame to its original { source, name } through the source maps of the served scripts,
 * found by file name under WEB_ROOT's shell/dist and mf-*\/dist folders.
 */
export function sourceMapper(webRoot) {
  const maps = new Map();
  function mapOf(url) {
    const file = url.split('?')[0].split('/').pop();
    if (!file?.endsWith('.js')) return undefined;
    if (!maps.has(file)) {
      const found = readdirSync(webRoot)
        .filter((dir) => dir === 'shell' || dir.startsWith('mf-'))
        .map((dir) => path.join(webRoot, dir, 'dist', `${file}.map`))
        .find((candidate) => existsSync(candidate));
      maps.set(file, found ? new TraceMap(readFileSync(found, 'utf8')) : undefined);
    }
    return maps.get(file);
  }
  return (frame) => {
    if (!frame.url) return { source: `(${frame.functionName || 'native'})`, name: frame.functionName };
    const map = mapOf(frame.url);
    const original = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return { source: original?.source ?? frame.url.split('/').pop(), name: original?.name ?? frame.functionName };
  };
}
