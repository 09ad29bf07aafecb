import sharp from 'sharp';
import { FaceEngine } from '../../face';
import { facePhoto, groupPhoto } from '../../test/people';
import { DEMO_FACE_PHOTO, seedDemoFace } from '../../seed/demo-face';
import { enrolFace, jpegDataUrl, OFFICE, setSetting } from '../../test/attendance';
import { freezeDate } from '../../test/reports-api';
import { createTestApp, TestContext, TestUser } from '../../test/test-app';
import { FACE_VERIFICATION_MESSAGES as M } from './messages';
import { apiError } from '../../test/api-error';

// One engine for the file, shared with the app (one worker: these photos are small).
const engine = new FaceEngine({ poolSize: 1 });
const NOW = new Date('2026-03-18T08:55:00Z');
let t: TestContext;
let photos: Record<'sameMan' | 'otherMan' | 'noFace', string>;

type Signed = TestUser & { headers: { authorization: string } };
const signedIn = async (user: TestUser): Promise<Signed> => ({
  ...user,
  headers: { authorization: `Bearer ${(await t.login(user)).access_token}` },
});

beforeAll(async () => {
  freezeDate(NOW);
  [t] = await Promise.all([createTestApp({ faceEngine: engine }), engine.start()]);
  photos = {
    sameMan: await jpegDataUrl('A2-webcam.png'),
    otherMan: await jpegDataUrl('F-facedetect-w1.png'),
    noFace: await jpegDataUrl('N-milla-toy.png'),
  };
});
afterAll(async () => {
  await Promise.all([t.close(), engine.close()]);
  jest.useRealTimers();
});

const verify = (user: Signed, image: string) =>
  t.inject({ method: 'POST', url: '/api/verify_face', headers: user.headers, payload: { image } });
const attempts = (user: TestUser) =>
  t.db
    .selectFrom('face_verifications')
    .selectAll()
    .where('employee_id', '=', user.id)
    .orderBy('verification_id')
    .execute();

async function enrolled(photo = 'A1-faceid.png'): Promise<Signed> {
  const user = await signedIn(await t.createUser('employee'));
  await enrolFace(t, engine, user.id, photo);
  return user;
}

describe('POST /api/verify_face', () => {
  it('verifies the enrolled person from a webcam JPEG and stores the attempt with its scores', async () => {
    const emma = await enrolled();
    const res = await verify(emma, photos.sameMan);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true, message: M.verified });
    const [attempt] = await attempts(emma);
    expect(attempt).toMatchObject({ verified: true, message: M.verified, used_at: null, created_at: NOW });
    expect(attempt!.similarity).toBeGreaterThanOrEqual(0.52);
    expect(attempt!.spoof_score).toEqual(expect.any(Number));
    expect(attempt!.liveness_score).toEqual(expect.any(Number));
  });

  it('does not verify another person, and says so with the spec text', async () => {
    const emma = await enrolled();
    const res = await verify(emma, photos.otherMan);
    expect(res.json()).toEqual({
      verified: false,
      message: M.notVerified,
      reason: 'not_matching',
      fallback_offered: false,
    });
    const [attempt] = await attempts(emma);
    expect(attempt).toMatchObject({ verified: false, message: M.notVerified });
    expect(attempt!.similarity).toBeLessThan(0.52);
  });

  it('refuses a photo without a face, an unreadable image and a caller without an enrolled face (400), storing each', async () => {
    const emma = await enrolled();
    const noFace = await verify(emma, photos.noFace);
    expect([noFace.statusCode, noFace.json()]).toEqual([
      400,
      { ...apiError('face.no_face'), reason: 'no_face', fallback_offered: false },
    ]);
    const broken = await verify(emma, 'data:image/jpeg;base64,/9j/AAAA');
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { ...apiError('face.invalid_image'), fallback_offered: false },
    ]);
    expect((await attempts(emma)).map((a) => [a.verified, a.message])).toEqual([
      [false, apiError('face.no_face').error],
      [false, apiError('face.invalid_image').error],
    ]);

    const stranger = await signedIn(await t.createUser('manager'));
    const res = await verify(stranger, photos.sameMan);
    expect([res.statusCode, res.json()]).toEqual([400, { ...apiError('face.not_enrolled'), fallback_offered: false }]);
    expect((await attempts(stranger)).map((a) => a.message)).toEqual([apiError('face.not_enrolled').error]);
    expect((await verify(stranger, '')).statusCode).toBe(400);
  });

  it('tells a group photo, a small face, a dark and a blurred photo apart, each with its message and reason', async () => {
    const emma = await enrolled();
    const asDataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    const cases = [
      [await groupPhoto(), apiError('face.multiple_faces'), 'multiple_faces'],
      [
        await sharp(facePhoto('A2-webcam.png')).resize(60).jpeg().toBuffer(),
        apiError('face.too_small'),
        'face_too_small',
      ],
      [
        await sharp(facePhoto('A2-webcam.png')).linear(0.2, 0).jpeg().toBuffer(),
        apiError('face.too_dark'),
        'poor_image',
      ],
      [await sharp(facePhoto('A2-webcam.png')).blur(6).jpeg().toBuffer(), apiError('face.blurred'), 'poor_image'],
    ] as const;
    // From the third failure in 10 minutes on, clocking without a face check is offered (face-fallback).
    for (const [index, [photo, body, reason]] of cases.entries()) {
      const res = await verify(emma, asDataUrl(photo));
      expect([res.statusCode, res.json()]).toEqual([400, { ...body, reason, fallback_offered: index >= 2 }]);
    }
    expect((await attempts(emma)).map((a) => a.message)).toEqual(cases.map(([, body]) => body.error));
  });

  it('blocks a spoof-looking face only when BLOCK_ON_SPOOF says so', async () => {
    const emma = await enrolled();
    // The webcam photo scores about 0.74 "real": below a 0.9 minimum.
    await setSetting(t, 'ANTISPOOF_MIN_SCORE', '0.9');
    try {
      expect((await verify(emma, photos.sameMan)).json()).toEqual({ verified: true, message: M.verified });
      await setSetting(t, 'BLOCK_ON_SPOOF', 'true');
      expect((await verify(emma, photos.sameMan)).json()).toEqual({
        verified: false,
        message: M.spoofSuspected,
        reason: 'spoof_suspected',
        fallback_offered: false,
      });
      await setSetting(t, 'ANTISPOOF_MIN_SCORE', '0.5');
      expect((await verify(emma, photos.sameMan)).json()).toEqual({ verified: true, message: M.verified });
    } finally {
      await setSetting(t, 'BLOCK_ON_SPOOF', 'false');
      await setSetting(t, 'ANTISPOOF_MIN_SCORE', '0.5');
    }
    expect((await attempts(emma)).map((a) => a.verified)).toEqual([true, false, true]);
  });

  it('allows VERIFY_ATTEMPTS_PER_MINUTE attempts per user, then 429 until the minute is over', async () => {
    await setSetting(t, 'VERIFY_ATTEMPTS_PER_MINUTE', '3');
    try {
      // Callers without a face: each attempt is refused before any inference, which keeps this fast.
      const [ann, bob] = await Promise.all([
        t.createUser('employee').then(signedIn),
        t.createUser('employee').then(signedIn),
      ]);
      for (let i = 0; i < 3; i += 1) expect((await verify(ann, photos.sameMan)).statusCode).toBe(400);
      const limited = await verify(ann, photos.sameMan);
      expect([limited.statusCode, limited.json()]).toEqual([429, apiError('face.too_many_attempts')]);
      expect((await verify(bob, photos.sameMan)).statusCode).toBe(400);
      expect(await attempts(ann)).toHaveLength(3);

      jest.setSystemTime(new Date(NOW.getTime() + 61_000));
      expect((await verify(ann, photos.sameMan)).statusCode).toBe(400);
    } finally {
      jest.setSystemTime(NOW);
      await setSetting(t, 'VERIFY_ATTEMPTS_PER_MINUTE', '10');
    }
  });

  it('lets one clock action use a real verification, with its spoof score on the record', async () => {
    const emma = await enrolled();
    await t.db
      .updateTable('employees')
      .set({ allowed_locations: JSON.stringify([OFFICE]) })
      .where('employee_id', '=', emma.id)
      .execute();
    expect((await verify(emma, photos.sameMan)).json().verified).toBe(true);
    const clockIn = await t.inject({
      method: 'POST',
      url: '/api/clock_in',
      headers: emma.headers,
      payload: { latitude: OFFICE.latitude, longitude: OFFICE.longitude },
    });
    expect(clockIn.json()).toEqual({ message: 'Clocked in successfully.' });
    const [attempt] = await attempts(emma);
    const record = await t.db
      .selectFrom('attendance_records')
      .selectAll()
      .where('employee_id', '=', emma.id)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ used_at: NOW, used_by_record_id: record.record_id });
    expect(record).toMatchObject({
      spoof_score: attempt!.spoof_score,
      clock_in_type: 'in office',
      in_address: OFFICE.name,
      discrepancy: 'early by 5 min',
    });
  });
});

describe('the demo seed', () => {
  it("enrols employee@acme.example with the reference photo, so person A's webcam photo verifies", async () => {
    expect(DEMO_FACE_PHOTO).toMatch(/A1-faceid\.png$/);
    const emma = await signedIn(await t.createUser('employee', { email: 'employee@acme.example' }));
    await seedDemoFace(t.db, { face: engine, dataKey: t.config.dataKey }, NOW);
    expect((await verify(emma, photos.sameMan)).json()).toEqual({ verified: true, message: M.verified });
    expect((await verify(emma, photos.otherMan)).json().verified).toBe(false);
    const row = await t.db
      .selectFrom('employees')
      .select('biometric_consent_at')
      .where('employee_id', '=', emma.id)
      .executeTakeFirstOrThrow();
    expect(row.biometric_consent_at).toEqual(NOW);
  });
});
