import type { FastifyInstance } from 'fastify';
import type { AuthKiosk } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import { verifyPassword } from '../auth';
import { greet } from './kiosk-identify-service';
import type { KioskLimits } from './kiosk-limits';
import { openChallenge } from './pin-challenge';
import { pinHashes } from './pin-repository';
import { kioskError } from './messages';

/**
 * The PIN step of an inconclusive identification: the PIN picks the one person among the challenge's candidates
 * (each already a 1:1 match at FACE_MATCH_THRESHOLD). Every candidate's attempt is counted before the hashes are
 * checked, so guesses spread over kiosks or sent in parallel still meet the limit.
 */
export async function verifyKioskPin(
  app: FastifyInstance,
  limits: KioskLimits,
  kiosk: AuthKiosk,
  body: { challenge: string; pin: string },
) {
  const now = new Date();
  const challenge = openChallenge(app.config, body.challenge, kiosk.id, now);
  const ids = challenge.candidates.map((c) => c.employeeId);
  for (const id of ids) await limits.pin.hit(String(id));
  const stored = await pinHashes(app.db, ids);
  const checks = await Promise.all(
    stored.map(async (row) => ((await verifyPassword(row.pin_hash, body.pin)) ? row : null)),
  );
  const matching = checks.filter((row) => row !== null);
  if (matching.length !== 1) {
    await app.db
      .transaction()
      .execute((tx) =>
        app.audit.record(tx, { actorId: null, action: AUDIT_ACTIONS.kioskPinRefused, details: { kiosk_id: kiosk.id } }),
      );
    throw kioskError(403, 'kiosk.wrong_pin');
  }
  const employeeId = matching[0]!.employee_id;
  await limits.pin.clear(String(employeeId));
  const candidate = challenge.candidates.find((c) => c.employeeId === employeeId)!;
  const match = { ...candidate, spoofScore: challenge.spoofScore, livenessScore: challenge.livenessScore };
  return greet(app, kiosk, match, AUDIT_ACTIONS.kioskPinVerified, now);
}
