/** Timing and memory helpers of the reports bench. */
export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 and p95 of `runs` calls after `warmup` unmeasured ones. */
export async function latency(work: () => Promise<unknown>, runs = 30, warmup = 3) {
  for (let i = 0; i < warmup; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await timed(work));
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), runs };
}

/** Runs `work` while sampling the process's resident memory every 10 ms: its time, CPU time and peak memory. */
export async function withPeakRss(work: () => Promise<unknown>) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const before = process.memoryUsage().rss;
    const cpu = process.cpuUsage();
    const elapsed = await timed(work);
    const used = process.cpuUsage(cpu);
    return { elapsed, cpu: (used.user + used.system) / 1000, before, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(sampler);
  }
}
