/**
 * Kiosk identification against 5,000 synthetic enrolled people plus real fixture faces, over HTTP (app.inject,
 * PGlite in memory, one face worker): identify p50/p95 next to one 1:1 verify_face of the same frame, the
 * vectorised scan alone, and every real face's outcome (a face not enrolled must never be identified).
 * Synthetic descriptors are drawn per dimension from the mean and spread of the real ones.
 * Run: pnpm --filter bench kiosk-identify
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from 'api/src/app';
import { instrumentsOf } from 'api/src/db/db-instruments';
import { loadConfig } from 'api/src/config';
import { FaceEngine } from 'api/src/face';
import { hashPassword } from 'api/src/modules/auth/passwords';
import { storeFace } from 'api/src/modules/face-profiles/face-data';
import { currentFaceIndex } from 'api/src/modules/kiosk/face-index-cache';
import { upsertSetting } from 'api/src/modules/settings/settings-repository';
import { facePhoto } from 'api/src/test/people';
import { createTestDb } from 'api/src/test/test-db';
import { ms, percentile, timed } from '../reports/measure';
import { descriptorStatistics, enrolSynthetic, syntheticDescriptors } from './synthetic-staff';

const sharp = createRequire(require.resolve('api/package.json'))(
  'sharp',
) as typeof import('api/node_modules/sharp').default;
const SYNTHETIC = 5000;
const RUNS = 30;
const PASSWORD = 'Correct#Horse1';
// Person A (four photos) and G are enrolled from one photo each; the rest are strangers to the kiosk.
const ENROLLED = { A: 'A1-faceid.png', G: 'G-facedetect-w2.png' } as const;
const PROBES = [
  { file: 'A2-webcam.png', expected: 'A' },
  { file: 'A3-facedetect.png', expected: 'A' },
  { file: 'A5-facematch-sel.png', expected: 'A' },
  { file: 'D-camera.png', expected: null },
  { file: 'F-facedetect-w1.png', expected: null },
  { file: 'N-milla-toy.png', expected: null },
] as const;
// One photo of each person the fixtures show, for the synthetic faces' statistics.
const DISTINCT = ['A1-faceid.png', 'D-camera.png', 'F-facedetect-w1.png', 'G-facedetect-w2.png'];

/** A photo as the browser sends a camera frame: a JPEG (q90) data URL, as the api tests send them. */
async function frame(file: string): Promise<string> {
  const jpeg = await sharp(facePhoto(file)).jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** p50 and p95 of each piece of work, run in turn `runs` times after three unmeasured rounds. */
async function alternating(works: (() => Promise<unknown>)[], runs: number) {
  const samples = works.map(() => [] as number[]);
  for (let round = -3; round < runs; round++) {
    for (const [i, work] of works.entries()) {
      const elapsed = await timed(work);
      if (round >= 0) samples[i]!.push(elapsed);
    }
  }
  return samples.map((s) => {
    s.sort((a, b) => a - b);
    return { p50: percentile(s, 50), p95: percentile(s, 95) };
  }) as [{ p50: number; p95: number }, ...{ p50: number; p95: number }[]];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kiosk-bench-'));
  const engine = new FaceEngine({ poolSize: 1 });
  await engine.start();
  const { db, drop } = await createTestDb();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_ROOT: path.join(dataDir, 'web') });
  const app = await buildApp({ ...config, databaseUrl: undefined }, { db, logger: false, faceEngine: engine });
  await app.ready();
  try {
    const real = await Promise.all(DISTINCT.map(async (file) => (await engine.describe(facePhoto(file))).descriptor));
    await enrolSynthetic(db, config.dataKey, syntheticDescriptors(descriptorStatistics(real), SYNTHETIC));
    await upsertSetting(db, 'VERIFY_ATTEMPTS_PER_MINUTE', '120');

    const passwordHash = await hashPassword(PASSWORD);
    const person = async (name: string, role: 'employee' | 'admin') => {
      const row = await db
        .insertInto('employees')
        .values({
          first_name: name,
          last_name: 'Bench',
          email: `${name}@bench.example`,
          role,
          password_hash: passwordHash,
          must_change_password: false,
        })
        .returning('employee_id')
        .executeTakeFirstOrThrow();
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `${name}@bench.example`, password: PASSWORD },
      });
      return { id: row.employee_id, authorization: `Bearer ${login.json().access_token}` };
    };
    const enrolled: Record<string, number> = {};
    const people: Record<string, { id: number; authorization: string }> = {};
    for (const [name, file] of Object.entries(ENROLLED)) {
      people[name] = await person(name, 'employee');
      enrolled[name] = people[name]!.id;
      const photo = facePhoto(file);
      await storeFace(db, config.dataKey, {
        employeeId: people[name]!.id,
        photo,
        descriptor: (await engine.describe(photo)).descriptor,
      });
    }
    const admin = await person('Admin', 'admin');
    const registered = await app.inject({
      method: 'POST',
      url: '/api/kiosks',
      headers: { authorization: admin.authorization },
      payload: { name: 'Bench', location_name: 'HQ', latitude: 51.5, longitude: -0.08 },
    });
    const paired = await app.inject({
      method: 'POST',
      url: '/api/kiosk/pair',
      payload: { code: registered.json().pairing_code },
    });
    const kiosk = { authorization: `Kiosk ${paired.json().credential}` };

    const probe = await frame('A2-webcam.png');
    const identify = (image: string) =>
      app.inject({ method: 'POST', url: '/api/kiosk/identify', headers: kiosk, payload: { image } });
    const verify = () =>
      app.inject({
        method: 'POST',
        url: '/api/verify_face',
        headers: { authorization: people.A!.authorization },
        payload: { image: probe },
      });

    // A change to employees or face_profiles empties the index: the next identification reads and decrypts it all.
    const cache = instrumentsOf(db)!.caches.faceIndex;
    const [reload] = await alternating(
      [
        async () => {
          cache.invalidate();
          await currentFaceIndex(app);
        },
      ],
      10,
    );
    const index = await currentFaceIndex(app);
    console.log(
      `enrolled: ${index.size} descriptors (${SYNTHETIC} synthetic + ${Object.keys(ENROLLED).length} real), ${index.dimensions} dimensions`,
    );
    const descriptor = (await engine.describe(probe)).descriptor;
    console.log(`index load after a change (read + decrypt): p50 ${ms(reload.p50)}, p95 ${ms(reload.p95)}`);
    const [scan] = await alternating([async () => index.rank(descriptor, 4)], 200);
    console.log(`scan of the index alone: p50 ${scan.p50.toFixed(2)} ms, p95 ${scan.p95.toFixed(2)} ms`);
    // Alternated, so a busy moment of the shared machine falls on both.
    const [oneToOne, oneToMany] = await alternating([verify, () => identify(probe)], RUNS);
    console.log(`1:1 verify_face:     p50 ${ms(oneToOne.p50)}, p95 ${ms(oneToOne.p95)} (${RUNS} runs)`);
    console.log(`1:N kiosk/identify:  p50 ${ms(oneToMany.p50)}, p95 ${ms(oneToMany.p95)} (${RUNS} runs)`);
    console.log(`identify p95 / verify p95: ${(oneToMany.p95 / oneToOne.p95).toFixed(2)} (target <= 1.20)`);

    let falseIdentifications = 0;
    console.log('\nreal faces | expected | best, second similarity | lead | spoof score | kiosk answer');
    for (const { file, expected } of PROBES) {
      const image = await frame(file);
      const answer = (await identify(image)).json();
      const described = await engine.describe(image).catch(() => null);
      const [best, second] = described ? index.rank(described.descriptor, 2) : [];
      const who = Object.entries(enrolled).find(([, id]) => id === answer.employee_id)?.[0] ?? answer.employee_id;
      const wrong = answer.result === 'identified' && who !== expected;
      if (wrong) falseIdentifications += 1;
      const scores = best ? `${best.similarity.toFixed(3)}, ${second?.similarity.toFixed(3)}` : '-';
      const lead = best && second ? (best.similarity - second.similarity).toFixed(3) : '-';
      const result =
        answer.result === 'identified'
          ? `identified ${who}`
          : `${answer.result ?? ''} ${answer.message ?? answer.error}`;
      const spoof = described ? described.spoofScore.toFixed(2) : '-';
      console.log(
        `${file} | ${expected ?? 'nobody'} | ${scores} | ${lead} | ${spoof} | ${result}${wrong ? '  <- FALSE' : ''}`,
      );
    }
    console.log(`\nfalse identifications: ${falseIdentifications}`);
  } finally {
    await app.close();
    await drop();
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
