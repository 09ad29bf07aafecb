import { apiUrl } from '../config';

// A scheme (https:, data:, blob:) or a protocol-relative URL.
const ABSOLUTE_OR_DATA = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** Spec section 7: a stored logo path is shown from `/api/{path}`; absolute and data addresses are used as they are. */
export function logoUrl(path: string): string {
  return ABSOLUTE_OR_DATA.test(path) ? path : apiUrl(path);
}
