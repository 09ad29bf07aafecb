require('@testing-library/jest-dom');

// antd reads media queries; jsdom does not implement them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Unit tests call a real api base URL: relative URLs do not resolve in Node's fetch.
window.__API_BASE_URL__ = 'http://localhost/api';

// antd needs browser APIs jsdom lacks: ResizeObserver, MessageChannel (rc-form batches with it), and
// getComputedStyle with a pseudo-element (antd's Table measures one; jsdom logs an error for it).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class MessageChannelStub {
  constructor() {
    this.port1 = { onmessage: null };
    this.port2 = { postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
}

globalThis.ResizeObserver ??= ResizeObserverStub;
globalThis.MessageChannel ??= MessageChannelStub;
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);
