/**
 * Face accuracy: every enrolled/probe pair of the project's test faces through the api's own pipeline (FaceEngine:
 * decode, detect, quality checks, faceres descriptor; enrolment's template; cosine similarity), false accepts and false rejects at the
 * configured threshold and a threshold curve. Goal: 0 false accepts, false rejects <= 5 %.
 * Run: pnpm --filter bench face-accuracy   (FACE_MATCH_THRESHOLD=0.55 measures another threshold)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asCameraFrame, describeForEnrolment, FaceEngine, FaceError, similarity, type Descriptor } from 'api/src/face';
import { SETTING_DEFAULTS } from 'api/src/modules/settings/settings-catalog';

const apiPackage = require.resolve('api/package.json');
const FIXTURES = path.join(path.dirname(apiPackage), 'test-fixtures/faces');
// Sources in test-fixtures/faces/SOURCES.md: A* are one man, the others one person each; N has no face.
const PHOTOS = [
  'A1-faceid',
  'A2-webcam',
  'A3-facedetect',
  'A5-facematch-sel',
  'F-facedetect-w1',
  'G-facedetect-w2',
  'D-camera',
];
const threshold = Number(process.env.FACE_MATCH_THRESHOLD ?? SETTING_DEFAULTS.FACE_MATCH_THRESHOLD);
const person = (photo: string) => photo[0];

interface Pair {
  enrolled: string;
  probe: string;
  same: boolean;
  score: number;
}

/** A photo the pipeline refuses (no face, too small ...) describes nothing: as a probe it is a rejection. */
async function describeOrRefuse(describe: () => Promise<{ descriptor: Descriptor }>, label: string) {
  try {
    return (await describe()).descriptor;
  } catch (err) {
    if (!(err instanceof FaceError)) throw err;
    console.log(`refused ${label}: ${err.message}`);
    return null;
  }
}

async function describeAll(engine: FaceEngine) {
  const enrolled = new Map<string, Descriptor | null>();
  const probes = new Map<string, Descriptor | null>();
  for (const photo of PHOTOS) {
    const png = readFileSync(path.join(FIXTURES, `${photo}.png`));
    // Enrolment uploads the photo as it is; a probe comes from the browser's webcam as a 1280x720 JPEG frame.
    const frame = await asCameraFrame(png);
    enrolled.set(photo, await describeOrRefuse(() => describeForEnrolment(engine, png), `enrolment ${photo}`));
    probes.set(photo, await describeOrRefuse(() => engine.describe(frame), `probe ${photo}`));
  }
  return { enrolled, probes };
}

function errorsAt(pairs: Pair[], at: number) {
  const same = pairs.filter((p) => p.same);
  const other = pairs.filter((p) => !p.same);
  const falseAccepts = other.filter((p) => p.score >= at).length;
  const falseRejects = same.filter((p) => p.score < at).length;
  return { falseAccepts, falseRejects, same: same.length, other: other.length };
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

async function main(): Promise<void> {
  const engine = new FaceEngine({ poolSize: 1 });
  await engine.start();
  try {
    const { enrolled, probes } = await describeAll(engine);
    // An employee is enrolled only from a photo the pipeline accepts; a refused probe scores -1 (never a match).
    const pairs: Pair[] = PHOTOS.filter((e) => enrolled.get(e)).flatMap((e) =>
      PHOTOS.filter((p) => p !== e).map((p) => {
        const probe = probes.get(p);
        return {
          enrolled: e,
          probe: p,
          same: person(e) === person(p),
          score: probe ? similarity(enrolled.get(e)!, probe) : -1,
        };
      }),
    );
    const at = errorsAt(pairs, threshold);
    console.log(
      `${PHOTOS.length} photos, ${at.same} same-person and ${at.other} different-person enrolled/probe pairs`,
    );
    const sameScores = pairs.filter((p) => p.same).map((p) => p.score);
    const otherScores = pairs.filter((p) => !p.same).map((p) => p.score);
    console.log(
      `same-person lowest ${Math.min(...sameScores).toFixed(3)}, different-person highest ${Math.max(...otherScores).toFixed(3)}`,
    );
    console.log(
      `threshold ${threshold}: false accepts ${at.falseAccepts}/${at.other} (${pct(at.falseAccepts, at.other)}),` +
        ` false rejects ${at.falseRejects}/${at.same} (${pct(at.falseRejects, at.same)})`,
    );
    for (const p of pairs.filter((x) => (x.same ? x.score < threshold : x.score >= threshold)))
      console.log(
        `  ${p.same ? 'rejected' : 'accepted'}: enrolled ${p.enrolled}, probe ${p.probe}, ${p.score.toFixed(4)}`,
      );
    console.log('\nthreshold | false accepts | false rejects');
    for (let t = 0.4; t <= 0.7001; t += 0.02) {
      const e = errorsAt(pairs, t);
      console.log(
        `${t.toFixed(2)} | ${e.falseAccepts} (${pct(e.falseAccepts, e.other)}) | ${e.falseRejects} (${pct(e.falseRejects, e.same)})`,
      );
    }
    const met = at.falseAccepts === 0 && at.falseRejects / at.same <= 0.05;
    console.log(`\ngoal (0 false accepts, false rejects <= 5 %) at ${threshold}: ${met ? 'met' : 'NOT met'}`);
  } finally {
    await engine.close();
  }
}

void main();
