import { useSyncExternalStore } from 'react';
import { subscribeToMedia } from './media-query';
import { MD_QUERY, phoneScreen } from './phone-screen';

const subscribe = subscribeToMedia(MD_QUERY);

/**
 * Whether the screen is narrower than antd's md breakpoint, known at the first render (the shell's frame and the
 * remotes' screens alike). antd's `Grid.useBreakpoint` answers `{}` there and the real screens in a layout effect: a
 * phone drew the whole screen for a desktop, then again, synchronously, for the phone.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, phoneScreen);
}
