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
