// When does the attendance screen's clock button answer a tap on a mid-range phone? Issue 26 asks for a tap answered
// within 3 s of navigation on the simulated phone. Lighthouse's Time to Interactive only estimates that (the end of the
// page's last long task, after every request settles); this taps the button itself, on Lighthouse's own phone: its
// screen and user agent, its throttling applied to the browser (slow 4G: 562.5 ms per request, 1.6 Mbps down, 750 kbps
// up; the CPU 4x slower), a cold cache and no service worker for each run, the session kept as a returning user has it.
//
// From the navigation, the script taps the button as soon as it is on screen and again every TAP_EVERY_MS until the
// face verification dialog opens. It prints per run when the button was first shown, the tap that was answered and
// when its dialog appeared (the page's own clock, from the navigation's start), and the median of RUNS runs;
// WATERFALL=1 also each request's start and end. Applied throttling is harsher than Lighthouse's simulation: every
// request pays the 562.5 ms, where the simulation charges a reused connection one 150 ms round trip
// (REQUEST_LATENCY_MS=150 applies that instead).
//
// The demo's people finish their day at the seeded clock-out (about 18:00 company time): after it the screen has no
// clock button, and the run says so after GIVE_UP_MS. Run it during the demo company's working day.
//
//   npm run build && RUNS=5 node bench/lighthouse/tap-answer.mjs
//   ROLE=manager BASE_URL=http://127.0.0.1:8080 WEB_ROOT=/tmp/lh-before ... (a running api; another build's files)
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { startApi } from './demo-api.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const ROLE = process.env.ROLE ?? 'employee';
const EMAILS = { employee: 'employee@acme.example', manager: 'manager1@acme.example', admin: 'admin@acme.example' };
const GOAL_MS = 3000;
const TAP_EVERY_MS = 100;
const TAP_TIMEOUT_MS = 1000;
const GIVE_UP_MS = 30_000;
const CLOCK_BUTTON = /Verify Face & Clock (In|Out)/;
// The office of the demo company: the screen asks for the position and shows it.
const OFFICE = { latitude: 51.5155, longitude: -0.0885, accuracy: 20 };

const { mobileSlow4G } = constants.throttling;
const KBPS_TO_BYTES_PER_SECOND = 1024 / 8;
const REQUEST_LATENCY_MS = Number(process.env.REQUEST_LATENCY_MS ?? mobileSlow4G.requestLatencyMs);

/** What the page records on its own clock: the button's first appearance, every tap, the dialog's appearance. */
function recordTapsAndDialog(buttonSource) {
  const button = new RegExp(buttonSource);
  const record = { shownAt: null, taps: [], answeredAt: null };
  window.__tapAnswer = record;
  document.addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), true);
  new MutationObserver((_, observer) => {
    record.shownAt ??= [...document.querySelectorAll('button')].some((b) => button.test(b.textContent.trim()))
      ? performance.now()
      : null;
    if (document.querySelector('[role="dialog"]')) {
      record.answeredAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: REQUEST_LATENCY_MS,
    downloadThroughput: mobileSlow4G.downloadThroughputKbps * KBPS_TO_BYTES_PER_SECOND,
    uploadThroughput: mobileSlow4G.uploadThroughputKbps * KBPS_TO_BYTES_PER_SECOND,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileSlow4G.cpuSlowdownMultiplier });
}

/** Each request of the visit: when it started and ended on the page's clock, in the order they started. */
async function printWaterfall(page, requests, baseUrl) {
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const rows = requests.map((request) => {
    const { startTime, responseEnd } = request.timing();
    return { start: startTime - timeOrigin, end: startTime - timeOrigin + responseEnd, url: request.url() };
  });
  for (const row of rows.sort((a, b) => a.start - b.start)) {
    console.log(`    ${seconds(row.start)} -> ${seconds(row.end)}  ${row.url.replace(baseUrl, '')}`);
  }
}

/** One cold visit of the attendance screen, tapping until the dialog opens. */
async function tapRun(context, baseUrl) {
  const page = await context.newPage();
  await throttle(page);
  await page.addInitScript(recordTapsAndDialog, CLOCK_BUTTON.source);
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto(`${baseUrl}/attendance`, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: CLOCK_BUTTON });
  const deadline = Date.now() + GIVE_UP_MS;
  let record;
  do {
    // A short wait per tap: once the dialog covers the button, a tap would wait for it to be hittable again.
    await button.tap({ timeout: TAP_TIMEOUT_MS, noWaitAfter: true }).catch(() => {});
    await page.waitForTimeout(TAP_EVERY_MS);
    record = await page.evaluate(() => window.__tapAnswer);
  } while (record.answeredAt === null && Date.now() < deadline);
  if (process.env.WATERFALL === '1') await printWaterfall(page, requests, baseUrl);
  await page.close();
  if (record.answeredAt === null) throw new Error(`no dialog within ${GIVE_UP_MS} ms of taps`);
  const answered = record.taps.filter((at) => at <= record.answeredAt);
  return {
    shownMs: record.shownAt,
    tapMs: answered.at(-1),
    dialogMs: record.answeredAt,
    unansweredTaps: answered.length - 1,
  };
}

async function signedInPhone(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  const { width, height, deviceScaleFactor } = constants.screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: constants.userAgents.mobile,
    permissions: ['geolocation', 'camera'],
    geolocation: OFFICE,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(EMAILS[ROLE]);
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.close();
  return { browser, context };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const api = process.env.BASE_URL ? null : await startApi();
  const baseUrl = process.env.BASE_URL ?? api.url;
  const { browser, context } = await signedInPhone(baseUrl);
  const runs = [];
  try {
    console.log(
      `${ROLE} /attendance, ${RUNS} cold visits on Lighthouse's phone, its slow 4G (${REQUEST_LATENCY_MS} ms per ` +
        `request) and 4x CPU applied`,
    );
    console.log('| run | button shown | answered tap | dialog open | tap -> dialog | unanswered taps |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await tapRun(context, baseUrl);
      runs.push(result);
      console.log(
        `| ${run} | ${seconds(result.shownMs)} | ${seconds(result.tapMs)} | ${seconds(result.dialogMs)} | ` +
          `${Math.round(result.dialogMs - result.tapMs)} ms | ${result.unansweredTaps} |`,
      );
    }
    const dialogMs = median(runs.map((r) => r.dialogMs));
    console.log(
      `median: button shown ${seconds(median(runs.map((r) => r.shownMs)))}, dialog open ${seconds(dialogMs)} ` +
        `(goal: a tap answered within ${seconds(GOAL_MS)}: ${dialogMs <= GOAL_MS ? 'met' : 'not met'})`,
    );
  } finally {
    await browser.close();
    await api?.stop();
  }
}

await main();
