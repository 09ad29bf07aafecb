// What holds Lighthouse's Time to Interactive, read from its own simulation (Lantern) of a saved run. In simulation
// TTI is the end of the last main-thread task that is long on the simulated phone (over 50 ms after the 4x CPU
// slowdown), placed after everything it waits for on the simulated slow 4G; the reported figure weighs an optimistic
// graph (scripts, important requests, tasks over 20 ms) against the whole page. This prints, for both, the estimate,
// the last long tasks with the scripts they ran, and the chain of requests and tasks that leads to the last one.
//
//   ARTIFACTS_DIR=/tmp/lh-artifacts RUNS=1 ROLES=employee ROUTES=attendance node bench/lighthouse/lighthouse-bench.mjs
//   node bench/lighthouse/lantern-interactive.mjs /tmp/lh-artifacts/<run>
//   (REQUESTS=1 also lists every simulated request with its start, end and size)
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';

const LONG_TASKS_SHOWN = 5;
const LONG_SIMULATED_MS = 50;

const ms = (value) => `${Math.round(value)} ms`;
const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90) || '/';

/** The scripts a main-thread task ran or called into, as its trace events name them. */
function scriptsOf(cpuNode) {
  const urls = new Set();
  for (const event of cpuNode.childEvents) {
    const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
    if (url) urls.add(shortUrl(url));
  }
  return [...urls].slice(0, 3).join(', ') || '(no script named)';
}

function describe(node, timing) {
  const when = `${ms(timing.startTime)} -> ${ms(timing.endTime)}`;
  if (node.type === 'network') {
    const { request } = node;
    const kb = (request.transferSize / 1024).toFixed(1);
    return `${when}  request ${shortUrl(request.url)} (${request.resourceType}, ${kb} KB)`;
  }
  return `${when}  task ${ms(node.duration / 1000)} real, ${ms(timing.duration)} simulated: ${scriptsOf(node)}`;
}

/** From the node back to the navigation, each step the dependency that finished last. */
function criticalChain(node, nodeTimings) {
  const chain = [node];
  for (let current = node; ;) {
    const timed = current.getDependencies().filter((dependency) => nodeTimings.has(dependency));
    if (timed.length === 0) return chain.reverse();
    current = timed.reduce((last, next) =>
      nodeTimings.get(next).endTime > nodeTimings.get(last).endTime ? next : last,
    );
    chain.push(current);
  }
}

function report(label, estimate) {
  const { nodeTimings } = estimate;
  const longTasks = [...nodeTimings.entries()]
    .filter(([node, timing]) => node.type === 'cpu' && timing.duration > LONG_SIMULATED_MS)
    .sort(([, a], [, b]) => b.endTime - a.endTime);
  const bytes = [...nodeTimings.keys()]
    .filter((node) => node.type === 'network')
    .reduce((sum, node) => sum + node.request.transferSize, 0);
  console.log(`\n${label}: ${ms(estimate.timeInMs)} (${nodeTimings.size} nodes, ${(bytes / 1024).toFixed(0)} KB)`);
  console.log('  last long tasks:');
  for (const [node, timing] of longTasks.slice(0, LONG_TASKS_SHOWN)) console.log(`    ${describe(node, timing)}`);
  if (process.env.REQUESTS) {
    console.log('  every request, by start:');
    const requests = [...nodeTimings.entries()].filter(([node]) => node.type === 'network');
    requests.sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, timing] of requests) console.log(`    ${describe(node, timing)}`);
  }
  if (longTasks.length === 0) return;
  console.log('  what the last one waited for:');
  for (const node of criticalChain(longTasks[0][0], nodeTimings)) {
    console.log(`    ${describe(node, nodeTimings.get(node))}`);
  }
}

const directory = process.argv[2];
if (!directory) {
  console.error('usage: node bench/lighthouse/lantern-interactive.mjs <a run saved with ARTIFACTS_DIR>');
  process.exit(2);
}
const artifacts = loadArtifacts(directory);
const metric = await LanternInteractive.request(
  {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    simulator: null,
  },
  { computedCache: new Map() },
);
console.log(`${artifacts.URL.finalDisplayedUrl}: Time to Interactive ${ms(metric.timing)}`);
report('optimistic (scripts, important requests, tasks over 20 ms)', metric.optimisticEstimate);
report('pessimistic (the whole page)', metric.pessimisticEstimate);
