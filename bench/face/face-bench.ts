/**
 * Face engine figures: cold start, describe latency, pool throughput, memory, main event-loop delay.
 * Run: pnpm --filter bench face   (or from api/: node --import tsx ../bench/face/face-bench.ts)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { FaceEngine } from 'api/src/face';

const apiPackage = require.resolve('api/package.json');
const sharp = createRequire(apiPackage)('sharp') as typeof import('api/node_modules/sharp').default;
const fixture = (name: string) => readFileSync(path.join(path.dirname(apiPackage), 'test-fixtures/faces', name));
const RUNS = 50;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function latency(engine: FaceEngine, label: string, image: Buffer): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await timed(() => engine.describe(image)));
  samples.sort((a, b) => a - b);
  console.log(
    `describe ${label}: median ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))} (${RUNS} runs)`,
  );
}

async function throughput(engine: FaceEngine, poolSize: number, image: Buffer): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const elapsed = await timed(() => Promise.all(Array.from({ length: RUNS }, () => engine.describe(image))));
  loop.disable();
  const perSecond = (RUNS / elapsed) * 1000;
  console.log(
    `throughput, pool of ${poolSize}: ${perSecond.toFixed(1)} images/s (${RUNS} concurrent in ${ms(elapsed)}),` +
      ` main event-loop delay p99 ${ms(loop.percentile(99) / 1e6)}`,
  );
}

async function benchPool(poolSize: number): Promise<void> {
  // A webcam-sized frame like the browser sends (1280x720 JPEG), and a small crop.
  const frame = await sharp(fixture('A2-webcam.png'))
    .resize(1280, 720, { fit: 'contain', background: '#808080' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const small = fixture('A1-faceid.png');
  console.log(`\npool of ${poolSize}: rss before start ${mb(process.memoryUsage().rss)}`);
  // Room for every concurrent photo: this measures throughput, not the bounded queue (the storm bench does).
  const engine = new FaceEngine({ poolSize, queueLimit: RUNS });
  console.log(`cold start (models load + warm-up in each worker): ${ms(await timed(() => engine.start()))}`);
  console.log(`rss after start: ${mb(process.memoryUsage().rss)}`);
  await latency(engine, '1280x720 JPEG', frame);
  await latency(engine, '150x150 PNG', small);
  await throughput(engine, poolSize, frame);
  console.log(`rss after runs: ${mb(process.memoryUsage().rss)}`);
  await engine.close();
}

/** Each pool size runs in its own process so that RSS figures do not carry over. */
async function main(): Promise<void> {
  const at = process.argv.indexOf('--pool');
  if (at > 0) return benchPool(Number(process.argv[at + 1]));
  for (const poolSize of [1, 2]) {
    execFileSync(process.execPath, [...process.execArgv, __filename, '--pool', String(poolSize)], { stdio: 'inherit' });
  }
}

void main();
