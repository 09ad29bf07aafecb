import type { Executor } from '../../db/types';
import { loadFaceSettings, type FaceSettings } from '../face-verification';
import { settingValues } from '../settings';

export interface KioskSettings extends FaceSettings {
  /** The least best-match similarity that identifies without a PIN. */
  kioskThreshold: number;
  /** How far the best match must lead the next person. */
  margin: number;
  pinFallback: boolean;
}

export async function loadKioskSettings(db: Executor): Promise<KioskSettings> {
  const [face, values] = await Promise.all([loadFaceSettings(db), settingValues(db)]);
  return {
    ...face,
    kioskThreshold: Number(values.KIOSK_MATCH_THRESHOLD),
    margin: Number(values.KIOSK_MATCH_MARGIN),
    pinFallback: values.KIOSK_PIN_FALLBACK === 'true',
  };
}
