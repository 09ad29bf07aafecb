import { LATEST_MS, QUIET_MS, registerServiceWorker } from './register-service-worker';

const fakeContainer = () => ({ register: jest.fn(async () => ({})) }) as unknown as ServiceWorkerContainer;

/** A browser that reports long tasks: `longTask()` reports one to the observer the code under test made. */
function reportLongTasks() {
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['longtask'];
    private readonly entry: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    longTask: () => observers.filter((o) => !o.disconnected).forEach((o) => o.callback()),
    observing: () => observers.some((o) => !o.disconnected),
  };
}

describe('registerServiceWorker', () => {
  const original = window.PerformanceObserver;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true, writable: true });
  });

  it('registers /sw.js in a production build once the loaded page has been quiet a while', () => {
    const container = fakeContainer();
    registerServiceWorker(true, container);
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(container.register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it("waits while the first screen's long tasks run: its install would compete with them", () => {
    const browser = reportLongTasks();
    const container = fakeContainer();
    registerServiceWorker(true, container);
    jest.advanceTimersByTime(QUIET_MS - 1);
    browser.longTask();
    jest.advanceTimersByTime(QUIET_MS - 1);
    expect(container.register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(browser.observing()).toBe(false);
  });

  it('registers at the latest after a while on a page that never goes quiet', () => {
    const browser = reportLongTasks();
    const container = fakeContainer();
    registerServiceWorker(true, container);
    for (let waited = 0; waited < LATEST_MS - 1000; waited += 1000) {
      jest.advanceTimersByTime(1000);
      browser.longTask();
    }
    expect(container.register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(container.register).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(LATEST_MS);
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('leaves development builds and browsers without service workers alone', () => {
    const container = fakeContainer();
    registerServiceWorker(false, container);
    expect(() => registerServiceWorker(true, undefined)).not.toThrow();
    jest.advanceTimersByTime(LATEST_MS);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('is off under test, as in development', () => {
    const container = fakeContainer();
    registerServiceWorker(undefined, container);
    jest.advanceTimersByTime(LATEST_MS);
    expect(container.register).not.toHaveBeenCalled();
  });
});
