import { dataKeyRing, type Config } from '../../config';
import { decryptJson, encryptJson } from '../../lib/crypto';
import { kioskError, PIN_CHALLENGE_TTL_SECONDS } from './messages';

/** What an inconclusive identification leaves for the PIN step: sealed, so the kiosk never learns who it may be. */
export interface PinChallenge {
  kioskId: number;
  candidates: { employeeId: number; similarity: number }[];
  spoofScore: number;
  livenessScore: number;
  expiresAt: number;
}

export function sealChallenge(config: Config, challenge: Omit<PinChallenge, 'expiresAt'>, now: Date): string {
  const sealed: PinChallenge = { ...challenge, expiresAt: now.getTime() + PIN_CHALLENGE_TTL_SECONDS * 1000 };
  return encryptJson(config.dataKey, sealed).toString('base64url');
}

/** The challenge this kiosk was given and that has not expired; anything else is refused. */
export function openChallenge(config: Config, token: string, kioskId: number, now: Date): PinChallenge {
  let challenge: PinChallenge;
  try {
    challenge = decryptJson<PinChallenge>(dataKeyRing(config), Buffer.from(token, 'base64url'));
  } catch {
    throw kioskError(400, 'kiosk.not_identified');
  }
  if (challenge.kioskId !== kioskId || challenge.expiresAt <= now.getTime())
    throw kioskError(400, 'kiosk.not_identified');
  return challenge;
}
