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

// antd writes thousands of CSS rules into the page, and jsdom matches every rule against the element on each
// getComputedStyle (testing-library's role queries call it for every candidate): most of a test's time went there.
// Tests check behaviour and accessible names, not styling, so antd keeps its styles in its cache (its server
// mode) instead of the page. Resolved from antd's own folder: the instance antd itself uses.
const path = require('node:path');
const antdFolder = path.dirname(require.resolve('antd/package.json', { paths: [process.cwd()] }));
const { StyleContext } = require(require.resolve('@ant-design/cssinjs', { paths: [antdFolder] }));
StyleContext._currentValue.mock = 'server';
// Nor do antd's components generate those styles (about a tenth of a form page's CPU): outside a ConfigProvider
// with a theme, they skip it as under the shell's built stylesheet (`zeroRuntime`). A themed ConfigProvider (the
// shell's AntdRoot) still decides for itself.
const { DesignTokenContext } = require(path.join(antdFolder, 'lib/theme/context'));
DesignTokenContext._currentValue = { ...DesignTokenContext._currentValue, zeroRuntime: true };

// findBy*/waitFor give up after 1 s by default: on a loaded CI machine (the e2e suite runs beside these) a correct
// page can take longer to settle.
// The test's own timeout still bounds a real hang.
require('@testing-library/dom').configure({ asyncUtilTimeout: 30000 });
