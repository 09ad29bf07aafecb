import { type FaceDescription, FaceError, FACE_REASONS } from '../face';
import { storeFace } from '../modules/face-profiles/face-data';
import type { FaceDescriber } from '../plugins/face';
import { grantVerification, jpegDataUrl, OFFICE } from './attendance';
import { facePhoto } from './people';
import type { Member } from './correction-fixtures';
import type { TestContext } from './test-app';

const SIZE = 1024;
const vector = (x: number, y: number) => {
  const v = new Float32Array(SIZE);
  v[0] = x;
  v[1] = y;
  return v;
};
/** What enrolment stores for everyone here, and what the stand-in engine finds: cosine similarity 0.6. */
const ENROLLED = vector(1, 0);
export const PROBE_SIMILARITY = 0.6;
/** The photos (data URLs) in which the stand-in engine finds no face. */
const faceless = new Set<string>();

/** A face engine stand-in: every photo shows one face at similarity 0.6 to ENROLLED, unless marked faceless. */
export const standInEngine: FaceDescriber = {
  async describe(image): Promise<FaceDescription> {
    if (typeof image === 'string' && faceless.has(image)) {
      throw new FaceError('face.no_face', 400, FACE_REASONS.noFace);
    }
    const box = { x: 0, y: 0, width: 100, height: 100 };
    return { descriptor: vector(0.6, 0.8), box, faceSizePx: 100, spoofScore: 0.1, livenessScore: 0.9 };
  },
};

export async function enrolStandIn(t: TestContext, employeeId: number): Promise<void> {
  await storeFace(t.db, t.config.dataKey, { employeeId, photo: facePhoto('A1-faceid.png'), descriptor: ENROLLED });
}

/** `n` failed verify_face attempts `minutesAgo` before now, written directly. */
export async function failedChecks(t: TestContext, employeeId: number, n = 3, minutesAgo = 1): Promise<void> {
  for (let i = 0; i < n; i++) {
    await grantVerification(t.db, employeeId, new Date(Date.now() - minutesAgo * 60_000), 0.2, false);
  }
}

export function fallbackApi(t: TestContext) {
  let photo: string | undefined;
  const image = async () => (photo ??= await jpegDataUrl('A2-webcam.png'));
  const clock = async (
    who: Member,
    action: 'clock_in' | 'clock_out',
    body: Partial<{ reason: string; image: string; latitude: number; longitude: number }> = {},
  ) =>
    t.inject({
      method: 'POST',
      url: `/api/${action}_without_face_check`,
      headers: who.headers,
      payload: { ...OFFICE, name: undefined, reason: 'The camera did not know me.', image: await image(), ...body },
    });
  const list = (who: Member, query: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: '/api/face_fallbacks', headers: who.headers, query });
  const decide = (who: Member, id: number, decision: 'accept' | 'reject', payload: object = {}) =>
    t.inject({ method: 'POST', url: `/api/face_fallbacks/${id}/${decision}`, headers: who.headers, payload });
  const photoOf = (who: Member, id: number, which: 'photo' | 'enrolled_photo' = 'photo') =>
    t.inject({ method: 'GET', url: `/api/face_fallbacks/${id}/${which}`, headers: who.headers });
  /** 3 failures then a fallback clock action that must succeed; the fallback's id. */
  const submitted = async (who: Member, action: 'clock_in' | 'clock_out' = 'clock_in') => {
    await failedChecks(t, who.id);
    const res = await clock(who, action);
    if (res.statusCode !== 200) throw new Error(`fallback failed: ${res.statusCode} ${res.body}`);
    const row = await t.db
      .selectFrom('face_fallbacks')
      .select('fallback_id')
      .where('employee_id', '=', who.id)
      .orderBy('fallback_id', 'desc')
      .executeTakeFirstOrThrow();
    return row.fallback_id;
  };
  const fallback = (id: number) =>
    t.db.selectFrom('face_fallbacks').selectAll().where('fallback_id', '=', id).executeTakeFirstOrThrow();
  const record = (recordId: number) =>
    t.db.selectFrom('attendance_records').selectAll().where('record_id', '=', recordId).executeTakeFirstOrThrow();
  /** A real photo (a toy) the stand-in engine finds no face in. */
  const noFaceImage = async () => {
    const url = await jpegDataUrl('N-milla-toy.png');
    faceless.add(url);
    return url;
  };
  return { clock, list, decide, photoOf, submitted, fallback, record, image, noFaceImage };
}
