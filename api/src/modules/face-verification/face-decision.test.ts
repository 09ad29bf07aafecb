import { decideVerification } from './face-decision';
import type { FaceSettings } from './face-settings';
import { FACE_VERIFICATION_MESSAGES as M } from './messages';

const SETTINGS: FaceSettings = {
  matchThreshold: 0.52,
  blockOnSpoof: false,
  antispoofMinScore: 0.5,
  attemptsPerMinute: 10,
};

describe('decideVerification', () => {
  it('verifies a match at or above the threshold and refuses one below', () => {
    expect(decideVerification({ similarity: 0.52, spoofScore: 0.2 }, SETTINGS)).toEqual({
      verified: true,
      message: M.verified,
    });
    expect(decideVerification({ similarity: 0.519, spoofScore: 0.2 }, SETTINGS)).toEqual({
      verified: false,
      message: M.notVerified,
      reason: 'not_matching',
    });
  });

  it('records but ignores a spoof-looking face unless BLOCK_ON_SPOOF is on', () => {
    const spoofy = { similarity: 0.9, spoofScore: 0.8 };
    expect(decideVerification(spoofy, SETTINGS).verified).toBe(true);
    expect(decideVerification(spoofy, { ...SETTINGS, blockOnSpoof: true })).toEqual({
      verified: false,
      message: M.spoofSuspected,
      reason: 'spoof_suspected',
    });
    // "real" = 1 - spoofScore = 0.5, exactly the minimum: accepted.
    expect(decideVerification({ similarity: 0.9, spoofScore: 0.5 }, { ...SETTINGS, blockOnSpoof: true }).verified).toBe(
      true,
    );
  });

  it('says "not verified" first when the face does not match, whatever the spoof score', () => {
    expect(decideVerification({ similarity: 0.3, spoofScore: 0.9 }, { ...SETTINGS, blockOnSpoof: true }).message).toBe(
      M.notVerified,
    );
  });
});
