declare global {
  interface Window {
    /** Set by tests (jsdom needs an absolute URL); the browser uses the same origin. */
    __API_BASE_URL__?: string;
  }
}

export function apiBaseUrl(): string {
  return typeof window !== 'undefined' && window.__API_BASE_URL__ ? window.__API_BASE_URL__ : '/api';
}

/** URL of an api path such as `/timesheet?x=1` or a stored file path such as `files/logo.png`. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}/${path.replace(/^\//, '')}`;
}

// A scheme (https:, data:, blob:) or a protocol-relative URL.
const ABSOLUTE_OR_DATA = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** Spec section 7: a stored logo path is shown from `/api/{path}`; absolute and data addresses are used as they are. */
export function logoUrl(path: string): string {
  return ABSOLUTE_OR_DATA.test(path) ? path : apiUrl(path);
}
