import { useState } from 'react';
import { errorMessage, type Notice } from 'shared-auth';
import { MY_SHIFTS_TEXTS } from '../../shared/messages';

type Call = () => PromiseLike<{ data?: { message: string }; error?: unknown }>;

/**
 * Runs one decision at a time (claim, accept, approve...) and tells its outcome with the api's own message. `busy`
 * names the running one, so only its button spins.
 */
export function useAction(report: (notice: Notice) => void) {
  const [busy, setBusy] = useState<string>();
  const run = async (key: string, call: Call) => {
    setBusy(key);
    try {
      const { data, error } = await call();
      if (error === undefined) report({ type: 'success', text: data?.message ?? MY_SHIFTS_TEXTS.done });
      else report({ type: 'error', text: errorMessage(error, MY_SHIFTS_TEXTS.actionFailed) });
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, run };
}
