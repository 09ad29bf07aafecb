import type { FastifyInstance } from 'fastify';
import { FaceError, type FaceDescription } from '../../face';
import { recipientLanguages } from '../../mails/recipient-language';
import type { AuthKiosk } from '../../plugins/context';
import { currentStatus } from '../attendance';
import { AUDIT_ACTIONS } from '../audit';
import { insertVerification } from '../face-verification';
import { faceRefusal } from '../face-verification';
import { currentFaceIndex } from './face-index-cache';
import { decideIdentification } from './identify-decision';
import type { KioskLimits } from './kiosk-limits';
import { kioskPerson } from './kiosk-person';
import { loadKioskSettings } from './kiosk-settings';
import { KIOSK_MESSAGES as M, PIN_CANDIDATES } from './messages';
import { sealChallenge } from './pin-challenge';

async function describe(app: FastifyInstance, image: string): Promise<FaceDescription> {
  try {
    return await app.face.describe(image);
  } catch (err) {
    if (!(err instanceof FaceError)) throw err;
    throw faceRefusal(err);
  }
}

export interface Match {
  employeeId: number;
  similarity: number;
  spoofScore: number;
  livenessScore: number;
}

/**
 * Leaves the single-use verification the kiosk's clock action needs (bound to this kiosk) and answers the
 * greeting: first name, what the person can do now, and the language to speak to them in.
 */
export async function greet(app: FastifyInstance, kiosk: AuthKiosk, match: Match, action: string, now: Date) {
  const person = await kioskPerson(app, match.employeeId);
  await app.db.transaction().execute(async (tx) => {
    await insertVerification(tx, {
      employee_id: person.id,
      verified: true,
      similarity: match.similarity,
      spoof_score: match.spoofScore,
      liveness_score: match.livenessScore,
      message: `Identified at kiosk ${kiosk.id}.`,
      kiosk_id: kiosk.id,
      created_at: now,
    });
    await app.audit.record(tx, {
      actorId: person.id,
      action,
      details: { kiosk_id: kiosk.id, similarity: Number(match.similarity.toFixed(3)) },
    });
  });
  const [status, languageOf] = await Promise.all([
    currentStatus(app, person, now),
    recipientLanguages(app.db, [person.id]),
  ]);
  return {
    result: 'identified' as const,
    employee_id: person.id,
    first_name: person.firstName,
    state: status.state,
    language: languageOf(person.id),
    message: `Hello, ${person.firstName}!`,
  };
}

async function audit(app: FastifyInstance, kiosk: AuthKiosk, action: string, details: Record<string, unknown> = {}) {
  await app.db
    .transaction()
    .execute((tx) => app.audit.record(tx, { actorId: null, action, details: { kiosk_id: kiosk.id, ...details } }));
}

/**
 * Identifies the face 1:N among active enrolled employees. The antispoof check always applies: nobody watches
 * a kiosk. An inconclusive match asks for a PIN with a sealed challenge naming the possible people.
 */
export async function identify(app: FastifyInstance, limits: KioskLimits, kiosk: AuthKiosk, image: string) {
  const now = new Date();
  await limits.identify.hit(String(kiosk.id));
  const settings = await loadKioskSettings(app.db);
  const [face, index] = await Promise.all([describe(app, image), currentFaceIndex(app)]);
  if (1 - face.spoofScore < settings.antispoofMinScore) {
    await audit(app, kiosk, AUDIT_ACTIONS.kioskNotRecognised, { reason: 'spoof_suspected' });
    return { result: 'not_recognised' as const, reason: 'spoof_suspected' as const, message: M.spoofSuspected };
  }
  const decision = decideIdentification(index.rank(face.descriptor, PIN_CANDIDATES + 1), settings);
  const scores = { spoofScore: face.spoofScore, livenessScore: face.livenessScore };
  if (decision.result === 'identified') {
    const match = { employeeId: decision.match.employeeId, similarity: decision.match.similarity, ...scores };
    return greet(app, kiosk, match, AUDIT_ACTIONS.kioskIdentified, now);
  }
  if (decision.result === 'pin_required') {
    const candidates = decision.candidates.map((c) => ({ employeeId: c.employeeId, similarity: c.similarity }));
    await audit(app, kiosk, AUDIT_ACTIONS.kioskPinRequired, { candidates: candidates.length });
    const challenge = sealChallenge(app.config, { kioskId: kiosk.id, candidates, ...scores }, now);
    return { result: 'pin_required' as const, challenge, message: M.pinRequired };
  }
  await audit(app, kiosk, AUDIT_ACTIONS.kioskNotRecognised);
  return { result: 'not_recognised' as const, reason: 'no_match' as const, message: M.notRecognised };
}
