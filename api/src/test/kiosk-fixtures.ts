import { type FaceDescription, FaceError } from '../face';
import { storeFace } from '../modules/face-profiles/face-data';
import { OFFICE } from './attendance';
import type { TestContext } from './test-app';

const DIMENSIONS = 1024;

/** A unit vector along axis `i`: two axes are orthogonal people (similarity 0). */
export function axis(i: number): Float32Array {
  const v = new Float32Array(DIMENSIONS);
  v[i] = 1;
  return v;
}

/** A probe with cosine similarity `a` to axis i and `b` to axis j (a² + b² <= 1; the rest on a spare axis). */
export function between(i: number, a: number, j: number, b: number): Float32Array {
  const v = axis(i).map((x) => x * a);
  v[j] = b;
  v[DIMENSIONS - 1] = Math.sqrt(Math.max(0, 1 - a * a - b * b));
  return v;
}

/**
 * A face engine answering the descriptors the test registers for its "images": identification tests choose the
 * exact similarities instead of hoping real photos fall where they need them.
 */
export function fakeFaceEngine() {
  const faces = new Map<string, { descriptor: Float32Array; spoofScore: number }>();
  let next = 0;
  return {
    /** An image (data URL) that describes as `descriptor`. */
    image(descriptor: Float32Array, spoofScore = 0.1): string {
      next += 1;
      const image = `data:image/jpeg;base64,ZmFrZS${next}`;
      faces.set(image, { descriptor, spoofScore });
      return image;
    },
    async describe(image: Buffer | string): Promise<FaceDescription> {
      const face = faces.get(String(image));
      if (!face) throw new FaceError('face.invalid_image');
      const box = { x: 0, y: 0, width: 200, height: 200 };
      return { descriptor: face.descriptor, box, faceSizePx: 200, spoofScore: face.spoofScore, livenessScore: 0.9 };
    },
  };
}

/** Enrols a descriptor as enrolment stores it. */
export async function enrolDescriptor(t: TestContext, employeeId: number, descriptor: Float32Array): Promise<void> {
  await storeFace(t.db, t.config.dataKey, { employeeId, photo: Buffer.from('photo'), descriptor });
}

/** Registers a kiosk at OFFICE as `admin` and pairs it; returns its id and the kiosk's authorization header. */
export async function pairedKiosk(t: TestContext, admin: { headers: { authorization: string } }) {
  const registered = await t.inject({
    method: 'POST',
    url: '/api/kiosks',
    headers: admin.headers,
    payload: { name: 'Lobby', location_name: OFFICE.name, latitude: OFFICE.latitude, longitude: OFFICE.longitude },
  });
  const { kiosk, pairing_code } = registered.json<{ kiosk: { kiosk_id: number }; pairing_code: string }>();
  const paired = await t.inject({ method: 'POST', url: '/api/kiosk/pair', payload: { code: pairing_code } });
  const { credential } = paired.json<{ credential: string }>();
  return { id: kiosk.kiosk_id, credential, headers: { authorization: `Kiosk ${credential}` } };
}

/** The kiosk audit entries so far, with their decrypted details. */
export async function kioskAudit(t: TestContext) {
  const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  return rows
    .map((row) => ({ action: row.action, actorId: row.actor_id, details: t.app.audit.readDetails(row) }))
    .filter((entry) => entry.action.startsWith('kiosk.') || 'kiosk_id' in entry.details);
}
