import { useSyncExternalStore } from 'react';
import { subscribeToMedia } from 'shared-auth';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion (WCAG 2.3.3), now. */
export const prefersReducedMotion = () => window.matchMedia(QUERY).matches;

const subscribe = subscribeToMedia(QUERY);

/** Whether the person asked their system for less motion: antd's animations are then turned off. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}
