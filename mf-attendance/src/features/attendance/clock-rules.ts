import { ATTENDANCE_MESSAGES as M } from '../../shared/messages';
import type { Coordinates } from './types';

/** Spec section 5: why clocking is blocked, or null when it may start. */
export function clockBlockReason(position: Coordinates | null, address: string | null): string | null {
  if (!position) return M.noCoordinates;
  if (!address) return M.noValidLocation;
  return null;
}
