/** Served by the api in production and by the shell's dev server in development. */
export const REGISTRY_PATH = '/remotes.json';
/** The first fetch is tried this many times before the shell starts with its own pages only. */
export const REGISTRY_ATTEMPTS = 3;
export const REGISTRY_RETRY_DELAY_MS = 500;
