import { useCallback, useState } from 'react';

export interface Notice {
  type: 'success' | 'error';
  text: string;
}

/**
 * The outcome of a screen's last action (docs/product-spec.md section 8's banner). It belongs to that action only: `clear` it
 * when the next one starts (a form changes: antd `onValuesChange`, a native form's `onChange`), and `run` a
 * request to clear it as the request starts.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const clear = useCallback(() => setNotice(null), []);
  const succeed = useCallback((text: string) => setNotice({ type: 'success', text }), []);
  const fail = useCallback((text: string) => setNotice({ type: 'error', text }), []);
  const run = useCallback(<T>(request: () => Promise<T>): Promise<T> => {
    setNotice(null);
    return request();
  }, []);
  return { notice, clear, succeed, fail, run };
}
