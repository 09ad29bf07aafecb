/** Served by the api in production and by the shell's dev server in development. */
export const REMOTE_MANIFEST_PATH = '/remotes.json';
/** A failed load is tried again once by itself before the error panel offers Retry. */
export const REMOTE_LOAD_ATTEMPTS = 2;
export const REMOTE_RETRY_DELAY_MS = 1000;
