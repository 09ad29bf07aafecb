import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { asCameraFrame, describeForEnrolment } from './enrolment-template';
import { FaceEngine } from './face-engine';
import { FaceError } from './face-error';
import { groupPhoto } from '../test/people';
import { FACE_REASONS } from './messages';
import { DEFAULT_FACE_MATCH_THRESHOLD, bestMatch, similarity } from './similarity';
import type { FaceDescription } from './types';
import { apiError } from '../test/api-error';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../test-fixtures/faces', name));
const PERSON_A = ['A1-faceid.png', 'A2-webcam.png', 'A3-facedetect.png', 'A5-facematch-sel.png'];
const OTHERS = ['F-facedetect-w1.png', 'G-facedetect-w2.png', 'D-camera.png'];

const engine = new FaceEngine({ poolSize: 2 });
const described = new Map<string, FaceDescription>();

beforeAll(async () => {
  await engine.start();
  for (const name of [...PERSON_A, ...OTHERS]) described.set(name, await engine.describe(fixture(name)));
});
afterAll(() => engine.close());

const descriptor = (name: string) => described.get(name)!.descriptor;
const pairs = (names: string[]) => names.flatMap((a, i) => names.slice(i + 1).map((b) => [a, b] as const));

async function expectRefused(image: Buffer | string, message: string, reason?: string): Promise<void> {
  const error = await engine.describe(image).then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(FaceError);
  expect(error).toMatchObject({ message, status: 400, reason });
}

test('describes one face with its box, size and anti-spoofing scores', () => {
  const face = described.get('A1-faceid.png')!;
  expect(face.descriptor).toHaveLength(1024);
  expect(face.faceSizePx).toBeGreaterThanOrEqual(80);
  expect(face.box.width).toBeGreaterThan(0);
  expect(face.spoofScore).toBeGreaterThanOrEqual(0);
  expect(face.livenessScore).toBeLessThanOrEqual(1);
});

test.each(pairs(PERSON_A))('same person matches: %s / %s', (a, b) => {
  expect(similarity(descriptor(a), descriptor(b))).toBeGreaterThanOrEqual(DEFAULT_FACE_MATCH_THRESHOLD);
});

test.each(PERSON_A.flatMap((a) => OTHERS.map((o) => [a, o] as const)))('other people do not match: %s / %s', (a, o) => {
  expect(similarity(descriptor(a), descriptor(o))).toBeLessThan(DEFAULT_FACE_MATCH_THRESHOLD);
});

test.each(pairs(OTHERS))('other people do not match each other: %s / %s', (a, b) => {
  expect(similarity(descriptor(a), descriptor(b))).toBeLessThan(DEFAULT_FACE_MATCH_THRESHOLD);
});

test('enrolled with one photo, person A is recognised among everyone from another photo', () => {
  const stored = ['A1-faceid.png', ...OTHERS].map(descriptor);
  expect(bestMatch(descriptor('A2-webcam.png'), stored)).toMatchObject({ index: 0 });
});

test('enrolled from any photo of person A, every other one sent as a camera frame matches and nobody else does', async () => {
  const frames = new Map<string, Float32Array>();
  for (const name of [...PERSON_A, ...OTHERS]) {
    // D-camera's face is too small once letterboxed: refused, so it can match nobody.
    const frame = await engine.describe(await asCameraFrame(fixture(name))).catch(() => null);
    if (frame) frames.set(name, frame.descriptor);
  }
  for (const enrolled of PERSON_A) {
    const template = (await describeForEnrolment(engine, fixture(enrolled))).descriptor;
    for (const [probe, frame] of frames) {
      if (probe === enrolled) continue;
      const matches = similarity(template, frame) >= DEFAULT_FACE_MATCH_THRESHOLD;
      expect({ enrolled, probe, matches }).toEqual({ enrolled, probe, matches: PERSON_A.includes(probe) });
    }
  }
});

test('refuses a photo without a face', () =>
  expectRefused(fixture('N-milla-toy.png'), apiError('face.no_face').error, FACE_REASONS.noFace));

test('refuses a photo with two faces', async () => {
  const [left, right] = await Promise.all(
    ['A1-faceid.png', 'F-facedetect-w1.png'].map((n) => sharp(fixture(n)).resize(150, 150).toBuffer()),
  );
  const twoFaces = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#ffffff' } })
    .composite([
      { input: left!, left: 5, top: 5 },
      { input: right!, left: 165, top: 5 },
    ])
    .jpeg()
    .toBuffer();
  await expectRefused(twoFaces, apiError('face.multiple_faces').error, FACE_REASONS.multipleFaces);
});

test('calls a group photo of small faces several faces, not too small', () =>
  groupPhoto().then((photo) =>
    expectRefused(photo, apiError('face.multiple_faces').error, FACE_REASONS.multipleFaces),
  ));

test('refuses a face that is too small', async () => {
  const tiny = await sharp(fixture('A1-faceid.png')).resize(64, 64).png().toBuffer();
  await expectRefused(tiny, apiError('face.too_small').error, FACE_REASONS.faceTooSmall);
});

describe('image quality (POOR_IMAGE_LIMITS)', () => {
  const variant = (name: string, edit: (image: sharp.Sharp) => sharp.Sharp) =>
    edit(sharp(fixture(name)))
      .jpeg({ quality: 90 })
      .toBuffer();
  // The e2e camera frame: a 150 px photo enlarged into 640x480, the softest image that must still pass.
  const cameraFrame = (image: sharp.Sharp) =>
    image.flatten({ background: '#808080' }).resize(640, 480, { fit: 'contain', background: '#808080' });

  test.each(PERSON_A)('refuses %s darkened, accepts it as a camera frame', async (name) => {
    await expectRefused(
      await variant(name, (image) => image.linear(0.2, 0)),
      apiError('face.too_dark').error,
      FACE_REASONS.poorImage,
    );
    await expect(engine.describe(await variant(name, cameraFrame))).resolves.toMatchObject({
      faceSizePx: expect.any(Number),
    });
  });

  // A1 is a small photo enlarged to fill the frame: the frame's blur leaves its face sharper (messages.ts).
  test.each(PERSON_A.filter((name) => name !== 'A1-faceid.png'))(
    'refuses %s blurred in the camera frame',
    async (name) =>
      expectRefused(
        await variant(name, (image) => cameraFrame(image).blur(6)),
        apiError('face.blurred').error,
        FACE_REASONS.poorImage,
      ),
  );

  test('judges the face, not the frame: a dark face before a white wall is too dark', async () => {
    const darkFace = await sharp(fixture('A2-webcam.png')).resize(700, 700, { fit: 'cover' }).linear(0.2, 0).toBuffer();
    const whiteWall = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#ffffff' } })
      .composite([{ input: darkFace, left: 290, top: 10 }])
      .jpeg({ quality: 92 })
      .toBuffer();
    await expectRefused(whiteWall, apiError('face.too_dark').error, FACE_REASONS.poorImage);
  });
});

test('refuses garbage bytes and a broken data URL with a 400, not a crash', async () => {
  await expectRefused(Buffer.from('definitely not an image'), apiError('face.invalid_image').error);
  await expectRefused('data:image/jpeg;base64,AAAA', apiError('face.invalid_image').error);
  await expectRefused(fixture('A1-faceid.png').subarray(0, 200), apiError('face.invalid_image').error);
});

test('accepts a JPEG data URL as the browser sends it', async () => {
  const jpeg = await sharp(fixture('A2-webcam.png')).jpeg({ quality: 90 }).toBuffer();
  const face = await engine.describe(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
  expect(similarity(face.descriptor, descriptor('A2-webcam.png'))).toBeGreaterThan(0.9);
});

test('the pool answers concurrent requests, each with its own result', async () => {
  const names = [...PERSON_A, ...OTHERS, ...PERSON_A];
  const results = await Promise.all(names.map((name) => engine.describe(fixture(name))));
  results.forEach((face, i) => expect(similarity(face.descriptor, descriptor(names[i]!))).toBeCloseTo(1, 5));
});

test('an engine that is not started answers 503', async () => {
  await expect(new FaceEngine().describe(fixture('A1-faceid.png'))).rejects.toMatchObject({
    message: apiError('face.engine_unavailable').error,
    status: 503,
  });
});
