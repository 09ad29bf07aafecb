// Which modules a signed-in first screen evaluates, and how long each module's own top-level code runs (its
// factory, less the modules it requires), in a real Chromium with the CPU slowed 4x as Lighthouse simulates:
//   node bench/lighthouse/module-evaluation.mjs <base url> <email> [path=/] [width=412] [web root=this checkout]
// Signs in through the page, then opens `path` afresh (a returning visitor: no HTTP cache) with every webpack chunk's
// module factories wrapped; counts are exact, times are as noisy as the machine.
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { signedInContext } from './signed-in-context.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [base, email, route = '/', width = '412', webRoot = ROOT] = process.argv.slice(2);
const CHUNK_GLOBALS = ['shell', 'mf_attendance', 'mf_leave', 'mf_people', 'mf_reports', 'mf_settings', 'mf_scheduling'];

/** In the page: wraps the factories of every chunk pushed to the chunk globals, recording each one's own time. */
function instrument(globals) {
  const records = [];
  const stack = [];
  window.__moduleEvaluation = records;
  const wrap = (file, modules) => {
    for (const id of Object.keys(modules)) {
      const factory = modules[id];
      modules[id] = function (...args) {
        const start = performance.now();
        stack.push(0);
        try {
          return factory.apply(this, args);
        } finally {
          const total = performance.now() - start;
          const children = stack.pop();
          if (stack.length) stack[stack.length - 1] += total;
          records.push({ file, id, self: total - children, at: start });
        }
      };
    }
  };
  for (const name of globals) {
    const chunks = [];
    let push = Array.prototype.push.bind(chunks);
    Object.defineProperty(chunks, 'push', {
      configurable: true,
      // What webpack reads before it sets its own push is the array's (its fallback): each pushes to what was set then.
      get: () => {
        const target = push;
        return (...items) => {
          const file = document.currentScript?.src.split('/').pop() ?? '?';
          for (const item of items) wrap(file, item[1]);
          return target(...items);
        };
      },
      set: (value) => {
        push = value;
      },
    });
    window[`webpackChunk${name}`] = chunks;
  }
}

const { browser, context } = await signedInContext(base, email, width);

const page = await context.newPage();
await page.addInitScript(instrument, CHUNK_GLOBALS);
const cdp = await context.newCDPSession(page);
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(`${base}${route}`);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
const records = await page.evaluate(() => window.__moduleEvaluation);
await browser.close();

const maps = new Map();
/** The source a chunk's module `id` comes from: its factory's position in the file, through the source map. */
function sourceOf(file, id) {
  const dist = readdirSync(webRoot).filter((dir) => dir === 'shell' || dir.startsWith('mf-'));
  const found = dist.map((dir) => path.join(webRoot, dir, 'dist', file)).find((candidate) => existsSync(candidate));
  if (!found) return `${file}#${id}`;
  if (!existsSync(`${found}.map`)) return `${file}#${id}`;
  if (!maps.has(found))
    maps.set(found, { code: readFileSync(found, 'utf8'), map: new TraceMap(readFileSync(`${found}.map`, 'utf8')) });
  const { code, map } = maps.get(found);
  const key = new RegExp(
    `[{,]${/^\d+$/.test(id) ? id : JSON.stringify(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[:(]`,
  ).exec(code);
  if (!key) return `${file}#${id}`;
  const offset = key.index + key[0].length;
  const before = code.slice(0, offset).split('\n');
  // A factory's first tokens map to its wrapper; a little further in is the module's own code.
  for (const shift of [0, 12, 24, 48]) {
    const original = originalPositionFor(map, { line: before.length, column: before.at(-1).length + shift });
    if (original.source)
      return original.source
        .replace(/^webpack:\/\/[^/]*\//, '')
        .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  }
  return `${file}#${id}`;
}

const bySource = new Map();
for (const record of records) {
  const source = sourceOf(record.file, record.id);
  const entry = bySource.get(source) ?? { self: 0, count: 0 };
  bySource.set(source, { self: entry.self + record.self, count: entry.count + 1 });
}
const packageOf = (source) => source.match(/^((?:@[^/]+\/)?[^/]+)/)?.[1] ?? source;
const byPackage = new Map();
for (const [source, { self }] of bySource) {
  const name = packageOf(source);
  const entry = byPackage.get(name) ?? { self: 0, count: 0 };
  byPackage.set(name, { self: entry.self + self, count: entry.count + 1 });
}
const total = records.reduce((sum, record) => sum + record.self, 0);
console.log(`${records.length} modules evaluated, ${total.toFixed(0)} ms of their own top-level code (CPU 4x slower)`);
console.log('by package or folder:');
for (const [name, { self, count }] of [...byPackage].sort((a, b) => b[1].self - a[1].self).slice(0, 25))
  console.log(`  ${self.toFixed(1).padStart(7)} ms  ${String(count).padStart(4)}  ${name}`);
console.log('by module:');
for (const [name, { self }] of [...bySource]
  .sort((a, b) => b[1].self - a[1].self)
  .slice(0, Number(process.env.TOP ?? 30)))
  console.log(`  ${self.toFixed(1).padStart(7)} ms  ${name}`);
if (process.env.LIST) for (const name of [...bySource.keys()].sort()) console.log(`MODULE ${name}`);
