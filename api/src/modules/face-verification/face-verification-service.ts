import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/types';
import { bestMatch, FaceError } from '../../face';
import { AppError, errorText } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/context';
import { dataKeyRing } from '../../config';
import { readDescriptors } from '../face-profiles';
import type { AttemptLimiter } from './attempt-limiter';
import { decideVerification, type FaceDecision } from './face-decision';
import { loadFaceSettings } from './face-settings';
import { insertVerification, type NewVerification } from './face-verification-repository';
import { FACE_VERIFICATION_ERRORS, faceVerificationError } from './messages';

type Attempt = Omit<NewVerification, 'employee_id' | 'created_at'>;

/** Whether the employee may now clock without a face check: the face-fallback module answers (app.ts passes it). */
export type FallbackOffer = (db: Executor, employeeId: number, now: Date) => Promise<boolean>;

/** The engine's refusal as the api answers it: its message and code, with its reason when it has one. */
export function faceRefusal(err: FaceError, fields: Record<string, boolean> = {}): AppError {
  const all = { ...(err.reason && { reason: err.reason }), ...fields };
  return new AppError(err.status, err.code, err.message, Object.keys(all).length > 0 ? { fields: all } : {});
}

/**
 * What the photo shows, or a refusal (bad image, no face, several faces, too small, too dark or blurred) with
 * the engine's message and reason.
 */
async function describeFace(app: FastifyInstance, image: string, record: (attempt: Attempt) => Promise<boolean>) {
  try {
    return await app.face.describe(image);
  } catch (err) {
    if (!(err instanceof FaceError)) throw err;
    if (err.status !== 400) throw faceRefusal(err);
    throw faceRefusal(err, { fallback_offered: await record({ verified: false, message: err.message }) });
  }
}

/**
 * Compares the photo with the caller's enrolled face; every attempt within the rate limit is stored. A failure
 * says whether the caller may now clock without a face check (face-fallback).
 */
export async function verifyFace(
  app: FastifyInstance,
  { limiter, fallbackOffered }: { limiter: AttemptLimiter; fallbackOffered: FallbackOffer },
  user: AuthUser,
  image: string,
  now = new Date(),
): Promise<FaceDecision & { fallback_offered?: boolean }> {
  const settings = await loadFaceSettings(app.db);
  if (!(await limiter.allow(user.id, settings.attemptsPerMinute)))
    throw faceVerificationError(429, 'face.too_many_attempts');
  const timer = app.metrics.faceVerificationDuration.startTimer();
  /** Stores the attempt; after a failure, whether the fallback is now offered. */
  const record = async (attempt: Attempt) => {
    timer();
    app.metrics.faceVerifications.inc({ result: attempt.verified ? 'verified' : 'refused' });
    await insertVerification(app.db, { ...attempt, employee_id: user.id, created_at: now });
    return !attempt.verified && (await fallbackOffered(app.db, user.id, now));
  };

  const enrolled = await readDescriptors(app.db, dataKeyRing(app.config), user.id);
  if (enrolled.length === 0) {
    const offered = await record({
      verified: false,
      message: errorText(FACE_VERIFICATION_ERRORS, 'face.not_enrolled'),
    });
    throw faceVerificationError(400, 'face.not_enrolled', { fields: { fallback_offered: offered } });
  }
  const face = await describeFace(app, image, record);
  const similarity = bestMatch(face.descriptor, enrolled)!.similarity;
  const decision = decideVerification({ similarity, spoofScore: face.spoofScore }, settings);
  const offered = await record({
    verified: decision.verified,
    similarity,
    spoof_score: face.spoofScore,
    liveness_score: face.livenessScore,
    message: decision.message,
  });
  return decision.verified ? decision : { ...decision, fallback_offered: offered };
}
