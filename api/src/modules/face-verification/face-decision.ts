import { FACE_REASONS as R, type FaceReason } from '../../face';
import type { FaceSettings } from './face-settings';
import { FACE_VERIFICATION_MESSAGES as M } from './messages';

export interface FaceScores {
  /** Best cosine similarity with the employee's enrolled descriptors. */
  similarity: number;
  /** The engine's spoof probability: 1 - antispoof "real". */
  spoofScore: number;
}

export interface FaceDecision {
  verified: boolean;
  message: string;
  /** Why it was not verified. */
  reason?: Extract<FaceReason, 'not_matching' | 'spoof_suspected'>;
}

/**
 * Verified when the face matches and, only if BLOCK_ON_SPOOF is on, looks real enough: the antispoof
 * model is weak on still photos, so by default its score is recorded but does not block.
 */
export function decideVerification(scores: FaceScores, settings: FaceSettings): FaceDecision {
  if (scores.similarity < settings.matchThreshold) {
    return { verified: false, message: M.notVerified, reason: R.notMatching };
  }
  if (settings.blockOnSpoof && 1 - scores.spoofScore < settings.antispoofMinScore) {
    return { verified: false, message: M.spoofSuspected, reason: R.spoofSuspected };
  }
  return { verified: true, message: M.verified };
}
