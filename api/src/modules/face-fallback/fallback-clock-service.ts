import type { FastifyInstance } from 'fastify';
import { bestMatch, FaceError } from '../../face';
import { imageBytes } from '../../face/decode-image';
import { dataKeyRing } from '../../config';
import type { AuthUser } from '../../plugins/context';
import type { ClockAction } from '../attendance';
import { clockIn, clockOut } from '../attendance';
import { readDescriptors, storablePhoto } from '../face-profiles';
import type { Point } from '../geocode';
import { assertFallbackOffered } from './fallback-offer';
import { fallbackProof } from './fallback-proof';
import { fallbackError, FALLBACK_MESSAGES as M } from './messages';

/** The similarity the reviewer sees; a photo without a usable face has none (it is still stored for review). */
async function similarityOf(app: FastifyInstance, userId: number, image: string): Promise<number | null> {
  const enrolled = await readDescriptors(app.db, dataKeyRing(app.config), userId);
  if (enrolled.length === 0) return null;
  try {
    return bestMatch((await app.face.describe(image)).descriptor, enrolled)!.similarity;
  } catch (err) {
    if (err instanceof FaceError && err.status === 400) return null;
    throw err;
  }
}

export interface FallbackClock extends Point {
  image: string;
  reason: string;
}

/** Clock in or out without a face check; the photo is described and re-encoded before the transaction opens. */
export async function clockWithoutFaceCheck(
  app: FastifyInstance,
  user: AuthUser,
  action: ClockAction,
  body: FallbackClock,
  now = new Date(),
): Promise<string> {
  const reason = body.reason.trim();
  if (!reason) throw fallbackError(400, 'face_fallback.reason_required');
  // Before the photo costs a face inference.
  await assertFallbackOffered(app.db, user.id, now);
  const photo = await storablePhoto(imageBytes(body.image));
  const similarity = await similarityOf(app, user.id, body.image);
  const proof = fallbackProof({ employeeId: user.id, photo, reason, similarity, dataKey: app.config.dataKey, now });
  const position = { latitude: body.latitude, longitude: body.longitude };
  if (action === 'clock_in') {
    await clockIn(app, user, position, now, { proof });
    return M.clockedIn;
  }
  await clockOut(app, user, position, now, { proof });
  return M.clockedOut;
}
