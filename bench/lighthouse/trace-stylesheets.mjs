// The antd stylesheets' cost in Lighthouse traces (TRACE_DIR of lighthouse-bench.mjs): per trace, each antd stylesheet's
// ParseAuthorStyleSheet (ms) and the longest task holding one, and the renderer's UpdateLayoutTree in the 3 s from the
// first antd parse (count, ms, the longest with their start after it).
//
//   node bench/lighthouse/trace-stylesheets.mjs /tmp/tr-before/*.json
import { readFileSync } from 'node:fs';

const ms = (microseconds) => (microseconds / 1000).toFixed(1);
const WINDOW_US = 3_000_000;

function stylesheetCosts(file) {
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents ?? [];
  const parses = events.filter(
    (event) => event.name === 'ParseAuthorStyleSheet' && /\/antd-/.test(event.args?.data?.styleSheetUrl ?? ''),
  );
  if (parses.length === 0) return `${file}: no antd stylesheet parsed`;
  const { pid, tid } = parses[0];
  const onMain = (name) => events.filter((e) => e.name === name && e.ph === 'X' && e.pid === pid && e.tid === tid);
  const tasks = onMain('RunTask');
  const taskOf = (event) => tasks.find((task) => task.ts <= event.ts && task.ts + task.dur >= event.ts + event.dur);
  const start = Math.min(...parses.map((event) => event.ts));
  const recalcs = onMain('UpdateLayoutTree').filter((event) => event.ts >= start && event.ts < start + WINDOW_US);
  const longest = [...recalcs].sort((a, b) => b.dur - a.dur).slice(0, 6);
  const sum = (list) => list.reduce((total, event) => total + event.dur, 0);
  return [
    file,
    ...parses.map(
      (event) => `  parse ${ms(event.dur).padStart(6)} ms  ${event.args.data.styleSheetUrl.split('/').pop()}`,
    ),
    `  parse total ${ms(sum(parses))} ms; longest task with one ${ms(Math.max(...parses.map((e) => taskOf(e)?.dur ?? 0)))} ms`,
    `  UpdateLayoutTree in ${WINDOW_US / 1e6} s from the first parse: ${recalcs.length}, ${ms(sum(recalcs))} ms; longest ` +
      longest.map((event) => `${ms(event.dur)} (+${ms(event.ts - start)})`).join(', '),
  ].join('\n');
}

for (const file of process.argv.slice(2)) console.log(stylesheetCosts(file));
