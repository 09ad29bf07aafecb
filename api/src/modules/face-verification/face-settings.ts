import type { Executor } from '../../db/types';
import { settingValues } from '../settings';

export interface FaceSettings {
  matchThreshold: number;
  blockOnSpoof: boolean;
  /** The least antispoof "real" score accepted when blockOnSpoof is on. */
  antispoofMinScore: number;
  attemptsPerMinute: number;
}

export async function loadFaceSettings(db: Executor): Promise<FaceSettings> {
  const values = await settingValues(db);
  return {
    matchThreshold: Number(values.FACE_MATCH_THRESHOLD),
    blockOnSpoof: values.BLOCK_ON_SPOOF === 'true',
    antispoofMinScore: Number(values.ANTISPOOF_MIN_SCORE),
    attemptsPerMinute: Number(values.VERIFY_ATTEMPTS_PER_MINUTE),
  };
}
