import { hasSessionHint, pagePreloads, preloadLinkHeader } from './shell-preload-links';

describe("the shell page's preloads", () => {
  it("names the scripts and script preloads in the page's order, once each, and the signed-in page's apart", () => {
    const html =
      '<head><script defer="defer" src="/main.1.js"></script><link rel="preload" as="script" href="/2436.2.js">' +
      '<link rel="preload" as="style" href="/a.css"><link rel="icon" href="/i.png"><script>inline()</script>' +
      '<meta name="signed-in-scripts" content="/antd.3.js /antd-x.4.js">' +
      '<link href="/main.1.js" as="script" rel="preload"></head><body><script src="https://cdn.example/x.js"></script>';
    expect(pagePreloads(html)).toEqual({
      scripts: ['/main.1.js', '/2436.2.js', 'https://cdn.example/x.js'],
      signedInScripts: ['/antd.3.js', '/antd-x.4.js'],
    });
    expect(pagePreloads('<!doctype html><script>inline()</script>')).toEqual({ scripts: [], signedInScripts: [] });
  });

  it('leaves out of the header an address that would break it, and gives none without an address', () => {
    expect(preloadLinkHeader(['/a.js>, <evil>; rel=x', '/b.js', 'https://cdn.example/c.js'])).toBe(
      '</b.js>; rel=preload; as=script, <https://cdn.example/c.js>; rel=preload; as=script',
    );
    expect(preloadLinkHeader([])).toBeUndefined();
  });

  it("reads the device's session hint from its cookies", () => {
    expect(hasSessionHint('theme=dark; session-hint=1')).toBe(true);
    expect(hasSessionHint('session-hint=0')).toBe(false);
    expect(hasSessionHint('other-session-hint=1')).toBe(false);
    expect(hasSessionHint(undefined)).toBe(false);
  });
});
