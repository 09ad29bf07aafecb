/** The retry plugin tries a failed manifest fetch or remote script again before the error panel offers Retry. */
export const REMOTE_FETCH_RETRIES = 2;
export const REMOTE_SCRIPT_RETRIES = 1;
export const REMOTE_RETRY_DELAY_MS = 1000;
/** sessionStorage key: the registry revision this tab last reloaded itself for (one reload per revision). */
export const RELOADED_FOR_REVISION_KEY = 'remote-registry-reloaded-for';
