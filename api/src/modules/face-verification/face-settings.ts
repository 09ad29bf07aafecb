import type { Executor } from '../../db/types';
import { DEFAULT_FACE_MATCH_THRESHOLD } from '../../face';
import { listSettings } from '../settings/settings-repository';

export interface FaceSettings {
  matchThreshold: number;
  blockOnSpoof: boolean;
  /** The least antispoof "real" score accepted when blockOnSpoof is on. */
  antispoofMinScore: number;
  attemptsPerMinute: number;
}

// Migrations 005 and 006's values, should a row be missing.
const DEFAULTS: Record<string, string> = {
  FACE_MATCH_THRESHOLD: String(DEFAULT_FACE_MATCH_THRESHOLD),
  BLOCK_ON_SPOOF: 'false',
  ANTISPOOF_MIN_SCORE: '0.5',
  VERIFY_ATTEMPTS_PER_MINUTE: '10',
};

export async function loadFaceSettings(db: Executor): Promise<FaceSettings> {
  const stored = new Map((await listSettings(db)).map((s) => [s.setting_key, s.setting_value]));
  const get = (key: string) => stored.get(key) || DEFAULTS[key]!;
  return {
    matchThreshold: Number(get('FACE_MATCH_THRESHOLD')),
    blockOnSpoof: get('BLOCK_ON_SPOOF') === 'true',
    antispoofMinScore: Number(get('ANTISPOOF_MIN_SCORE')),
    attemptsPerMinute: Number(get('VERIFY_ATTEMPTS_PER_MINUTE')),
  };
}
