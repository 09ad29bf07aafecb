import { shortAddress } from 'shared-auth';

const POINT = /^\s*POINT\s*\(/i;

/** Spec section 9: the text before the first comma of an address; a `POINT(lng lat)` is shown as it is. */
export function locationText(location: string | null | undefined): string {
  if (location && POINT.test(location)) return location.trim();
  return shortAddress(location);
}
