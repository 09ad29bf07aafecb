/** The storm bench's load generators: a closed loop (as fast as the server takes) and paced arrivals. */
import { percentile } from '../reports/measure';

export interface Call {
  method: 'GET' | 'POST';
  url: string;
  authorization: string;
  body?: unknown;
}

export async function send(call: Call): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const res = await fetch(call.url, {
    method: call.method,
    headers: { authorization: call.authorization, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const body: unknown = await res.json();
  return { status: res.status, body, ms: performance.now() - started };
}

export interface Summary {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

export function summarise(latencies: number[], seconds: number, failed = 0): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? percentile(sorted, p) : NaN);
  return { count: sorted.length, perSecond: sorted.length / seconds, p50: at(50), p95: at(95), p99: at(99), failed };
}

export const describeSummary = (s: Summary) =>
  `${s.perSecond.toFixed(0)} req/s, p50 ${s.p50.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms (${s.count} calls${s.failed ? `, ${s.failed} failed` : ''})`;

/** A closed loop's raw figures: every latency and the seconds it ran (rounds of one bench add up). */
export interface Timed {
  latencies: number[];
  seconds: number;
}

/** Sends every call with `connections` in flight; throws on a non-2xx answer. */
export async function closedLoopTimed(calls: Call[], connections: number): Promise<Timed> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < calls.length; i = next++) {
      const { status, body, ms } = await send(calls[i]!);
      if (status >= 300) throw new Error(`${calls[i]!.method} ${calls[i]!.url}: ${status} ${JSON.stringify(body)}`);
      latencies.push(ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** The rounds of one side of an alternating bench as one summary. */
export const combined = (rounds: Timed[]): Summary =>
  summarise(
    rounds.flatMap((r) => r.latencies),
    rounds.reduce((sum, r) => sum + r.seconds, 0),
  );

export async function closedLoop(calls: Call[], connections: number): Promise<Summary> {
  const { latencies, seconds } = await closedLoopTimed(calls, connections);
  return summarise(latencies, seconds);
}

/** Calls `make(i)` `rate` times a second until `stop()`; resolves with their latencies once all have answered. */
export function paced(rate: number, make: (i: number) => Call) {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let failed = 0;
  let i = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; i < due; i += 1) {
      inFlight.push(
        send(make(i)).then(({ status, ms }) => (status < 300 ? latencies.push(ms) : (failed += 1)) && undefined),
      );
    }
  }, 10);
  return {
    async stop(): Promise<Summary> {
      clearInterval(timer);
      await Promise.all(inFlight);
      return summarise(latencies, (performance.now() - started) / 1000, failed);
    },
  };
}
