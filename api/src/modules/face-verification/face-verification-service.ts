import type { FastifyInstance } from 'fastify';
import { bestMatch, FaceError } from '../../face';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/context';
import { dataKeyRing } from '../../config';
import { readDescriptors } from '../face-profiles/face-data';
import type { AttemptLimiter } from './attempt-limiter';
import { decideVerification, type FaceDecision } from './face-decision';
import { loadFaceSettings } from './face-settings';
import { insertVerification, type NewVerification } from './face-verification-repository';
import { FACE_VERIFICATION_MESSAGES as M } from './messages';

type Attempt = Omit<NewVerification, 'employee_id' | 'created_at'>;

/** The engine's refusal as the api answers it: its message, with its reason when it has one. */
export function faceRefusal(err: FaceError): AppError {
  return new AppError(err.status, err.message, undefined, err.reason ? { reason: err.reason } : undefined);
}

/**
 * What the photo shows, or a refusal (bad image, no face, several faces, too small, too dark or blurred) with
 * the engine's message and reason.
 */
async function describeFace(app: FastifyInstance, image: string, record: (attempt: Attempt) => Promise<void>) {
  try {
    return await app.face.describe(image);
  } catch (err) {
    if (!(err instanceof FaceError)) throw err;
    if (err.status === 400) await record({ verified: false, message: err.message });
    throw faceRefusal(err);
  }
}

/** Compares the photo with the caller's enrolled face; every attempt within the rate limit is stored. */
export async function verifyFace(
  app: FastifyInstance,
  limiter: AttemptLimiter,
  user: AuthUser,
  image: string,
  now = new Date(),
): Promise<FaceDecision> {
  const settings = await loadFaceSettings(app.db);
  if (!(await limiter.allow(user.id, settings.attemptsPerMinute))) throw new AppError(429, M.tooManyAttempts);
  const timer = app.metrics.faceVerificationDuration.startTimer();
  const record = async (attempt: Attempt) => {
    timer();
    app.metrics.faceVerifications.inc({ result: attempt.verified ? 'verified' : 'refused' });
    await insertVerification(app.db, { ...attempt, employee_id: user.id, created_at: now });
  };

  const enrolled = await readDescriptors(app.db, dataKeyRing(app.config), user.id);
  if (enrolled.length === 0) {
    await record({ verified: false, message: M.noFaceEnrolled });
    throw new AppError(400, M.noFaceEnrolled);
  }
  const face = await describeFace(app, image, record);
  const similarity = bestMatch(face.descriptor, enrolled)!.similarity;
  const decision = decideVerification({ similarity, spoofScore: face.spoofScore }, settings);
  await record({
    verified: decision.verified,
    similarity,
    spoof_score: face.spoofScore,
    liveness_score: face.livenessScore,
    message: decision.message,
  });
  return decision;
}
