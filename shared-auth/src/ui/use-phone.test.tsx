import { render } from '@testing-library/react';
import { usePhone } from './use-phone';

const originalMatchMedia = window.matchMedia;

/** jsdom has no layout: media queries answer as a screen `width` px wide (the hook asks for `min-width: 768px`). */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function recordRenders() {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(usePhone());
    return null;
  }
  render(<Probe />);
  return seen;
}

// A second answer would be a second, synchronous render of the whole screen right after the first: antd's
// Grid.useBreakpoint answers `{}` at the first render and the real screens in a layout effect.
describe('usePhone', () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('knows a phone at the first render', () => {
    screenWidth(390);
    expect(recordRenders()).toEqual([true]);
  });

  it('knows a wide screen at the first render', () => {
    screenWidth(1280);
    expect(recordRenders()).toEqual([false]);
  });
});
