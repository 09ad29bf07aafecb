// Lighthouse mobile run (its default: simulated mid-range phone on slow 4G, 4x CPU slowdown) over the
// production build served by the api, per route and role. Prints per route the median of RUNS runs:
// performance score, FCP, LCP, TBT, CLS, Time to Interactive, JavaScript executed (bootup-time) and the longest
// main-thread tasks, and the page's main-thread tasks in wall and in CPU time (thread-time.mjs: on a busy machine
// the wall clock, which Lighthouse multiplies, holds what other processes did meanwhile).
//
//   npm run build && node scripts/run-pnpm.mjs --filter bench lighthouse
//   RUNS=1 ROLES=employee ROUTES=home,attendance BASE_URL=http://127.0.0.1:8080 ... (a running api)
//   PAGE_CORE=1 ...: the page's main thread on a core of its own (page-core.mjs)
//
// One Chromium per role on a persistent profile: playwright-core signs in once through the page, then Lighthouse
// runs on the same browser (remote debugging port). Lighthouse's storage reset clears the HTTP cache, the service
// worker and Cache Storage before each run but keeps local storage, so each run is a cold visit of a signed-in user.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { chromium } from 'playwright-core';
import { freePort, startApi, waitFor } from './demo-api.mjs';
import { givePageACore } from './page-core.mjs';
import { threadTime } from './thread-time.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const RUNS = Number(process.env.RUNS ?? 3);
const RETRIES = 2;
const DEMO_PASSWORD = 'Demo#2026';
const DEMO_EMAILS = {
  employee: 'employee@acme.example',
  manager: 'manager1@acme.example',
  admin: 'admin@acme.example',
};
/** The measured screens, and the roles that may open each (the registry's route roles). */
const ROUTES = [
  { name: 'home', path: '/', roles: ['employee', 'manager', 'admin'] },
  { name: 'attendance', path: '/attendance', roles: ['employee', 'manager', 'admin'] },
  { name: 'leave-request', path: '/leave-request', roles: ['employee', 'manager'] },
  { name: 'attendance-logs', path: '/attendance-logs', roles: ['employee', 'manager', 'admin'] },
  { name: 'reports', path: '/reports-dashboard', roles: ['manager', 'admin'] },
];
const LONG_TASKS_SHOWN = 3;

const selected = (variable, all) => (process.env[variable] ? process.env[variable].split(',') : all);

/** Chromium on its own profile with a remote debugging port, for playwright-core and Lighthouse alike. */
async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium');
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still write to the profile for a moment after the browser exits; a profile
      // left behind in the temporary directory must not end the measurement of the next role.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`left ${profile} behind: ${error.message}`);
      }
    },
  };
}

async function signIn(port, baseUrl, email) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: /welcome/i }).waitFor();
  await page.close();
  // Only the connection: the browser and its profile (the session in local storage) stay for Lighthouse.
  await browser.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figures({ lhr, artifacts }) {
  const audits = lhr.audits;
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .slice()
    .sort((a, b) => b.duration - a.duration)
    .slice(0, LONG_TASKS_SHOWN)
    .map((task) => ({ ms: Math.round(task.duration), script: task.url }));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    // Time to Interactive: no longer in the score, but the "answers a tap within 3 s" is this question.
    ttiMs: audits.interactive.numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsMs: audits['bootup-time'].numericValue,
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's own CPU benchmark of this machine at the run: a loaded machine scores low and every CPU figure grows.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longTasks,
    mainThread: threadTime(artifacts.Trace),
  };
}

/**
 * LHR_DIR=<dir> keeps each run's full Lighthouse report (JSON), for the per-script profile of the main thread;
 * TRACE_DIR=<dir> its trace with the CPU profile, for trace-tasks.mjs;
 * ARTIFACTS_DIR=<dir> everything Lighthouse gathered (trace and network log), for lantern-interactive.mjs.
 */
async function saveRun(url, run, result) {
  const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}-${run}.json`;
  if (process.env.ARTIFACTS_DIR) {
    await saveArtifacts(result.artifacts, path.join(process.env.ARTIFACTS_DIR, name.replace(/\.json$/, '')));
  }
  for (const [dir, json] of [
    [process.env.LHR_DIR, () => result.report],
    [process.env.TRACE_DIR, () => JSON.stringify(result.artifacts.Trace)],
  ]) {
    if (!dir) continue;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), json());
  }
}

/**
 * One Lighthouse run of `url`. A run that Lighthouse itself reports as broken (NO_NAVSTART: it lost the start of
 * its trace, "Please run Lighthouse again") is run again, said on stderr, up to RETRIES times.
 */
async function lighthouseRun(port, url) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A loaded machine paints late: wait longer than Lighthouse's default before giving up on a page.
      maxWaitForFcp: 120_000,
      maxWaitForLoad: 180_000,
      ...(process.env.TRACE_DIR && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
    });
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === RETRIES) throw new Error(`${url}: ${error.message}`);
    console.error(`${url}: Lighthouse's ${error.code}, run again`);
  }
}

async function measure(port, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouseRun(port, url);
    await saveRun(url, run, result);
    runs.push(figures(result));
  }
  // The run whose score is the median stands for its long tasks; every figure is the median of its own.
  const byScore = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  return {
    score: median(runs.map((r) => r.score)),
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    ttiMs: median(runs.map((r) => r.ttiMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsMs: median(runs.map((r) => r.jsMs)),
    scores: runs.map((r) => r.score),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    finalUrl: byScore.finalUrl,
    longTasks: byScore.longTasks,
    mainThread: byScore.mainThread,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const shortScript = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '(no script)');

function report(role, route, result) {
  const goal = result.score >= 90 && result.lcpMs <= 2500 && result.tbtMs <= 200 && result.cls <= 0.1;
  console.log(
    `| ${role.padEnd(8)} | ${route.padEnd(15)} | ${String(result.score).padStart(3)} (${result.scores.join('/')}) | ` +
      `${seconds(result.fcpMs)} | ${seconds(result.lcpMs)} | ${Math.round(result.tbtMs)} ms | ${result.cls.toFixed(3)} | ` +
      `${seconds(result.ttiMs)} | ` +
      `${Math.round(result.jsMs)} ms | ${result.accessibility} | ${goal ? 'yes' : 'no'} | ${Math.round(result.benchmarkIndex)} |`,
  );
  for (const task of result.longTasks)
    console.log(`|          |   long task ${task.ms} ms: ${shortScript(task.script)}`);
  const { wallMs, cpuMs, wallBlockingMs, cpuBlockingMs } = result.mainThread;
  console.log(
    `|          |   main thread ${Math.round(wallMs)} ms wall, ${Math.round(cpuMs)} ms CPU; blocking (4x, over 50 ms) ` +
      `from wall ${Math.round(wallBlockingMs)} ms, from CPU ${Math.round(cpuBlockingMs)} ms`,
  );
}

async function main() {
  const releaseCore = process.env.PAGE_CORE === '1' ? givePageACore() : () => {};
  const api = process.env.BASE_URL ? null : await startApi();
  const baseUrl = process.env.BASE_URL ?? api.url;
  const roles = selected('ROLES', ['signed-out', ...Object.keys(DEMO_EMAILS)]);
  const routeNames = selected(
    'ROUTES',
    ROUTES.map((route) => route.name),
  );
  console.log(`Lighthouse ${RUNS} run(s) per route, mobile (simulated throttling), median; ${baseUrl}`);
  console.log(
    '| role     | route           | perf (runs) | FCP | LCP | TBT | CLS | TTI | JS executed | a11y | goal | CPU index |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const role of roles) {
      const browser = await startChromium();
      try {
        if (role === 'signed-out') {
          report(role, 'sign-in', await measure(browser.port, `${baseUrl}/login`));
          continue;
        }
        await signIn(browser.port, baseUrl, DEMO_EMAILS[role]);
        for (const route of ROUTES.filter((r) => r.roles.includes(role) && routeNames.includes(r.name))) {
          const result = await measure(browser.port, `${baseUrl}${route.path}`);
          if (new URL(result.finalUrl).pathname !== route.path) {
            throw new Error(`${role} ${route.path} ended on ${result.finalUrl}: not signed in?`);
          }
          report(role, route.name, result);
        }
      } finally {
        await browser.stop();
      }
    }
  } finally {
    await api?.stop();
    releaseCore();
  }
}

await main();
