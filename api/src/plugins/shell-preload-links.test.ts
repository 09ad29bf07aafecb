import { scriptPreloadLinks } from './shell-preload-links';

describe('scriptPreloadLinks', () => {
  it("names the scripts and script preloads in the page's order, once each, and nothing else", () => {
    const html =
      '<head><script defer="defer" src="/main.1.js"></script><link rel="preload" as="script" href="/2436.2.js">' +
      '<link rel="preload" as="style" href="/a.css"><link rel="icon" href="/i.png"><script>inline()</script>' +
      '<link href="/main.1.js" as="script" rel="preload"></head><body><script src="https://cdn.example/x.js"></script>';
    expect(scriptPreloadLinks(html)).toBe(
      '</main.1.js>; rel=preload; as=script, </2436.2.js>; rel=preload; as=script, ' +
        '<https://cdn.example/x.js>; rel=preload; as=script',
    );
  });

  it('leaves out an address that would break the header, and gives none for a page without scripts', () => {
    expect(scriptPreloadLinks('<script src="/a.js>, <evil>; rel=x"></script><script src="/b.js"></script>')).toBe(
      '</b.js>; rel=preload; as=script',
    );
    expect(scriptPreloadLinks('<!doctype html><title>shell</title><script>inline()</script>')).toBeUndefined();
  });
});
