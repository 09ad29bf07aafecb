// The main-thread time antd's theme work took in a Lighthouse trace kept with TRACE_DIR=<dir>: the profile samples
// (inclusive) under cssinjs's token hook (alias tokens, the token's hash, its CSS variables and their <style>) and
// under its component CSS-variable hook (each component's token, its variables, their <style> put in and taken out).
//   node bench/lighthouse/trace-antd-theme.mjs <trace.json>... [WEB_ROOT]
import { existsSync, statSync } from 'node:fs';
import { cpuProfileOf, mainThread, readTrace, sourceMapper } from './trace-profile.mjs';

const HOOKS = {
  token: /@ant-design\/cssinjs\/es\/hooks\/useCacheToken\.js$/,
  'component variables': /@ant-design\/cssinjs\/es\/hooks\/useCSSVarRegister\.js$/,
};

const args = process.argv.slice(2);
const webRoot = args.length > 1 && statSync(args.at(-1)).isDirectory() ? args.pop() : process.cwd();
if (args.length === 0 || !args.every((file) => existsSync(file))) {
  console.error('usage: node bench/lighthouse/trace-antd-theme.mjs <trace.json>... [WEB_ROOT]');
  process.exit(1);
}
const mapFrame = sourceMapper(webRoot);

/** The hooks (HOOKS' names) whose frames are on the stack of a profile node. */
function hooksOn(nodes, key, sources) {
  const found = new Set();
  for (let node = nodes.get(key); node; node = nodes.get(node.parent)) {
    const frameKey = `${node.frame.url}:${node.frame.lineNumber}:${node.frame.columnNumber}`;
    if (!sources.has(frameKey)) sources.set(frameKey, mapFrame(node.frame).source);
    for (const [name, pattern] of Object.entries(HOOKS)) if (pattern.test(sources.get(frameKey))) found.add(name);
  }
  return found;
}

for (const file of args) {
  const events = readTrace(file);
  const { nodes, samples } = cpuProfileOf(events, mainThread(events));
  const sources = new Map();
  const stacks = new Map();
  const totals = Object.fromEntries(Object.keys(HOOKS).map((name) => [name, 0]));
  samples.slice(0, -1).forEach((sample, index) => {
    if (!stacks.has(sample.node)) stacks.set(sample.node, hooksOn(nodes, sample.node, sources));
    const ms = (samples[index + 1].time - sample.time) / 1000;
    for (const name of stacks.get(sample.node)) totals[name] += ms;
  });
  const parts = Object.entries(totals).map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`);
  console.log(`${file.split('/').pop()}: ${parts.join(', ')}`);
}
