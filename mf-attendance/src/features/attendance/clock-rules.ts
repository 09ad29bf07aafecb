import type { AttendanceT } from '../../shared/attendance-texts';
import type { Coordinates } from './types';

/** Spec section 5: why clocking is blocked, or null when it may start. */
export function clockBlockReason(t: AttendanceT, position: Coordinates | null, address: string | null): string | null {
  if (!position) return t('messages.noCoordinates');
  if (!address) return t('messages.noValidLocation');
  return null;
}
