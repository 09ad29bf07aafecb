import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Once `active`, goes to `path` after `delayMs`; leaving the page first cancels it. */
export function useRedirectAfter(path: string, delayMs: number, active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs, navigate, path]);
}
