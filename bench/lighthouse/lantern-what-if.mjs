// What Lighthouse's simulation (Lantern) would give a saved run if some of its requests started earlier or were
// smaller: a way to weigh a change to what the page loads before building it. The graph is the run's own; the
// changes are applied to a copy of it and simulated as Lighthouse does for Time to Interactive.
//
//   EARLY=<regex>   requests whose address matches start right after the document's first task, as if
//                   index.html asked for them (<link rel=preload>), instead of after what started them in the run
//   SCALE=<regex>=<factor>[,...]   those requests' transfer sizes multiplied by the factor (0 leaves them out)
//   SPLIT=<regex>=<parts>[,...]   each of those requests made <parts> requests of equal size, sent together
//   DROP=<regex>   those requests left out, what waited for them waiting for what they waited for (with SCALE on
//                  another request, a chunk merged into it)
//   HIGH=<regex>   those requests at high priority (the simulation orders the requests ready together by their start
//                  in the run plus 0.25 s at high priority, 0.5 s at medium, 1 s at low: fetchpriority="high")
//   node bench/lighthouse/lantern-what-if.mjs <a run saved with ARTIFACTS_DIR>
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const { Interactive } = Lantern.Metrics;
const LONG_SIMULATED_MS = 50;

const artifacts = loadArtifacts(process.argv[2]);
const context = { computedCache: new Map() };
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: artifacts.settings,
  URL: artifacts.URL,
};
const graph = await PageDependencyGraph.request(data, context);
const simulator = await LoadSimulator.request(data, context);

const early = process.env.EARLY ? new RegExp(process.env.EARLY) : null;
const high = process.env.HIGH ? new RegExp(process.env.HIGH) : null;
const dropped = process.env.DROP ? new RegExp(process.env.DROP) : null;
/** `<regex>=<number>,...` from the environment variable `name`. */
const patternsWithNumbers = (name) =>
  (process.env[name] ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const at = entry.lastIndexOf('=');
      return { pattern: new RegExp(entry.slice(0, at)), number: Number(entry.slice(at + 1)) };
    });
const scales = patternsWithNumbers('SCALE');
const splits = patternsWithNumbers('SPLIT');

/** The request made `parts` requests: the others are new nodes with its dependencies and dependents. */
function split(node, parts) {
  node.request.transferSize = Math.round(node.request.transferSize / parts);
  for (let part = 1; part < parts; part++) {
    const request = {
      ...node.request,
      requestId: `${node.request.requestId}:${part}`,
      url: `${node.request.url}#${part}`,
    };
    const piece = new Lantern.Graph.NetworkNode(request);
    for (const dependency of node.getDependencies()) piece.addDependency(dependency);
    for (const dependent of node.getDependents()) dependent.addDependency(piece);
  }
}

function changed(original) {
  const copy = original.cloneWithRelationships(() => true);
  const nodes = [];
  copy.traverse((node) => nodes.push(node));
  const documentTask = nodes
    .filter((node) => node.type === 'cpu' && node.getDependencies().includes(copy))
    .sort((a, b) => a.startTime - b.startTime)[0];
  for (const node of nodes) {
    if (node.type !== 'network' || node === copy) continue;
    const url = node.request.url;
    for (const { pattern, number: factor } of scales) {
      // The copy shares the run's request records: the run is simulated before they change.
      if (pattern.test(url)) node.request.transferSize = Math.round(node.request.transferSize * factor);
    }
    if (high?.test(url)) node.request.priority = 'High';
    for (const { pattern, number: parts } of splits) if (pattern.test(url)) split(node, parts);
    if (dropped?.test(url)) {
      for (const dependent of node.getDependents()) {
        dependent.removeDependency(node);
        for (const dependency of node.getDependencies()) dependent.addDependency(dependency);
      }
      for (const dependency of node.getDependencies()) node.removeDependency(dependency);
      continue;
    }
    if (early?.test(url)) {
      for (const dependency of node.getDependencies()) node.removeDependency(dependency);
      node.addDependency(documentTask);
    }
  }
  return copy;
}

function lastLongTaskEnd(result) {
  let end = 0;
  for (const [node, timing] of result.nodeTimings) {
    if (node.type === 'cpu' && timing.duration > LONG_SIMULATED_MS) end = Math.max(end, timing.endTime);
  }
  return end;
}

function simulate(label, whole) {
  const optimistic = simulator.simulate(Interactive.getOptimisticGraph(whole), { label: `${label}-o` });
  const pessimistic = simulator.simulate(whole, { label: `${label}-p` });
  const [o, p] = [lastLongTaskEnd(optimistic), lastLongTaskEnd(pessimistic)];
  let lastByte = 0;
  for (const [node, timing] of optimistic.nodeTimings)
    if (node.type === 'network') lastByte = Math.max(lastByte, timing.endTime);
  if (process.env.REQUESTS && label === 'changed') {
    const requests = [...optimistic.nodeTimings].filter(([node]) => node.type === 'network');
    requests.sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of requests) {
      const kb = (node.request.transferSize / 1024).toFixed(1);
      console.log(
        `  ${Math.round(timing.startTime)} -> ${Math.round(timing.endTime)} ms ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${kb} KB)`,
      );
    }
  }
  if (process.env.WHY && label === 'changed') {
    const describe = (node) => {
      const timing = optimistic.nodeTimings.get(node);
      const when = timing ? `${Math.round(timing.startTime)} -> ${Math.round(timing.endTime)} ms` : '(not simulated)';
      const what =
        node.type === 'network'
          ? node.request.url.replace(/^https?:\/\/[^/]+/, '')
          : `task ${Math.round(node.duration / 1000)} ms real`;
      return `${when} ${what}`;
    };
    for (const [node] of optimistic.nodeTimings) {
      if (node.type !== 'network' || !new RegExp(process.env.WHY).test(node.request.url)) continue;
      console.log(`  ${describe(node)} waited for:`);
      for (const dependency of node.getDependencies()) console.log(`    ${describe(dependency)}`);
    }
  }
  console.log(
    `${label}: last long task ${Math.round(o)} ms optimistic, ${Math.round(p)} ms pessimistic, ` +
      `weighed ${Math.round(0.45 * o + 0.55 * p)} ms; optimistic last byte ${Math.round(lastByte)} ms`,
  );
}

simulate('as run', graph);
simulate('changed', changed(graph));
