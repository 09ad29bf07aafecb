import type { Candidate } from './face-index';
import type { KioskSettings } from './kiosk-settings';
import { PIN_CANDIDATES } from './messages';

export type Identification =
  | { result: 'identified'; match: Candidate }
  | { result: 'pin_required'; candidates: Candidate[] }
  | { result: 'not_recognised' };

/**
 * Identified when the best match reaches the kiosk threshold and leads the next person by the margin. Otherwise
 * the people who would pass a 1:1 verification (FACE_MATCH_THRESHOLD) may confirm with their PIN, when allowed.
 */
export function decideIdentification(
  ranked: readonly Candidate[],
  settings: Pick<KioskSettings, 'kioskThreshold' | 'margin' | 'matchThreshold' | 'pinFallback'>,
): Identification {
  const [best, second] = ranked;
  if (!best) return { result: 'not_recognised' };
  const lead = best.similarity - (second?.similarity ?? -1);
  if (best.similarity >= settings.kioskThreshold && lead >= settings.margin)
    return { result: 'identified', match: best };
  const candidates = ranked.filter((c) => c.similarity >= settings.matchThreshold).slice(0, PIN_CANDIDATES);
  if (settings.pinFallback && candidates.length > 0) return { result: 'pin_required', candidates };
  return { result: 'not_recognised' };
}
