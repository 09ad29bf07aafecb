// jsdom has no layout: antd's breakpoints read window.matchMedia, which this answers for a chosen width.
const DESKTOP_WIDTH = 1280;

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, bound, pixels]) => (bound === 'min' ? width >= Number(pixels) : width <= Number(pixels)))
  );
}

/** Makes media queries answer as a screen `width` px wide (a phone: 390). */
export function setViewportWidth(width: number = DESKTOP_WIDTH): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
