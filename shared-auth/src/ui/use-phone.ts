import { useSyncExternalStore } from 'react';
import { MD_QUERY, phoneScreen } from './phone-screen';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MD_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrower than antd's md breakpoint, known at the first render (the shell's frame and the
 * remotes' screens alike). antd's `Grid.useBreakpoint` answers `{}` there and the real screens in a layout effect: a
 * phone drew the whole screen for a desktop, then again, synchronously, for the phone.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, phoneScreen);
}
