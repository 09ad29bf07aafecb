/** A `useSyncExternalStore` subscription to the changes of a media query's match. */
export const subscribeToMedia = (query: string) => (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
