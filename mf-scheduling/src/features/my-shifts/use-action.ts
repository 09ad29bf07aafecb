import { useState } from 'react';
import { errorMessage, type Notice } from 'shared-auth';
import { useSchedulingTexts } from '../../shared/scheduling-texts';

type Call = () => PromiseLike<{ data?: { message: string }; error?: unknown }>;

/**
 * Runs one decision at a time (claim, accept, approve...) and tells its outcome with the api's own message. `busy`
 * names the running one, so only its button spins.
 */
export function useAction(report: (notice: Notice) => void) {
  const t = useSchedulingTexts();
  const [busy, setBusy] = useState<string>();
  const run = async (key: string, call: Call) => {
    setBusy(key);
    try {
      const { data, error } = await call();
      if (error === undefined) report({ type: 'success', text: data?.message ?? t('myShifts.done') });
      else report({ type: 'error', text: errorMessage(error, t('myShifts.actionFailed')) });
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, run };
}
