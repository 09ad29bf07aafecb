import fs from 'node:fs';

// The shell's index.html names the scripts every page runs (`<script src>`, `<link rel="preload" as="script">`). The
// browser asks for them once it parses the page, in the task that also runs the page's inline scripts (the
// pre-painted frame); named in a `Link` header, they are asked for as the response arrives, before that task (issue
// 26: about 0.3 s on a mid-range phone, where every script waited for the pre-paint to run).

const SCRIPT_SOURCE = /<script\b[^>]*?\ssrc="([^"]+)"/g;
const LINK_TAG = /<link\b([^>]*)>/g;
// An address that cannot end the header's entry early.
const PLAIN_ADDRESS = /^[^\s<>,;"]+$/;

/** The `Link` header value that preloads the scripts `html` names, in its order; undefined when it names none. */
export function scriptPreloadLinks(html: string): string | undefined {
  const named: Array<{ at: number; src: string }> = [];
  for (const match of html.matchAll(SCRIPT_SOURCE)) named.push({ at: match.index, src: match[1]! });
  for (const match of html.matchAll(LINK_TAG)) {
    const attributes = match[1]!;
    const href = /\shref="([^"]+)"/.exec(attributes)?.[1];
    if (href && /\srel="preload"/.test(attributes) && /\sas="script"/.test(attributes)) {
      named.push({ at: match.index, src: href });
    }
  }
  const scripts = new Set(named.sort((a, b) => a.at - b.at).map(({ src }) => src));
  const addresses = [...scripts].filter((src) => PLAIN_ADDRESS.test(src));
  if (addresses.length === 0) return undefined;
  return addresses.map((src) => `<${src}>; rel=preload; as=script`).join(', ');
}

/** The preload links of the index.html at `indexFile`, read again when a deploy replaces the file. */
export function shellPreloadLinks(indexFile: string): () => string | undefined {
  let read: { mtimeMs: number; links: string | undefined } | undefined;
  return () => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (read?.mtimeMs !== stat.mtimeMs) {
      read = { mtimeMs: stat.mtimeMs, links: scriptPreloadLinks(fs.readFileSync(indexFile, 'utf8')) };
    }
    return read.links;
  };
}
