/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none) over a screen `window.innerHeight` px high,
 * with every observed element `belowFold` px under its bottom edge until the test scrolls. An observer's bottom
 * rootMargin counts as the browser counts it: an element within it intersects.
 */
export function installFakeScreen(belowFold: number) {
  let top = window.innerHeight + belowFold;
  const observers = new Set<FakeIntersectionObserver>();

  class FakeIntersectionObserver {
    private readonly elements = new Set<Element>();
    private readonly bottomMargin: number;

    constructor(
      private readonly callback: IntersectionObserverCallback,
      options?: IntersectionObserverInit,
    ) {
      // CSS shorthand: one value for every side, or top, right, bottom, left.
      const margins = (options?.rootMargin ?? '0px').trim().split(/\s+/);
      this.bottomMargin = Number.parseFloat(margins[2] ?? margins[0]!);
    }

    observe(element: Element) {
      this.elements.add(element);
      observers.add(this);
      this.report();
    }

    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }

    report() {
      const isIntersecting = top < window.innerHeight + this.bottomMargin;
      const entries = [...this.elements].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true });
  return {
    /** How many observers are watching now. */
    observing: () => observers.size,
    scrollBy(pixels: number) {
      top -= pixels;
      [...observers].forEach((observer) => observer.report());
    },
    uninstall: () => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver,
  };
}
