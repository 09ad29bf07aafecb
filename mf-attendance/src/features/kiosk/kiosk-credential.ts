// The kiosk's device credential stays on this browser until the kiosk is revoked (or the storage is cleared).
const KEY = 'kiosk.credential';

export const kioskCredential = {
  get: (): string | null => window.localStorage.getItem(KEY),
  set: (credential: string) => window.localStorage.setItem(KEY, credential),
  clear: () => window.localStorage.removeItem(KEY),
};

/** The kiosk's own scheme: the api accepts it on the kiosk routes only. */
export const kioskHeaders = () => ({ Authorization: `Kiosk ${kioskCredential.get() ?? ''}` });
