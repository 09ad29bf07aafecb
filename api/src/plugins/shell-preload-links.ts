import fs from 'node:fs';
import { cookieValues } from '../lib/cookies';

// The shell's index.html names the scripts every page runs (`<script src>`, `<link rel="preload" as="script">`) and,
// in a meta tag, those a signed-in page runs (the frame's antd), which an inline script asks for when it finds a
// stored session. The browser asks for them once it parses the page, in the task that also runs the page's inline
// scripts (the pre-painted frame); named in a `Link` header, they are asked for as the response arrives, before that
// task (issue 26: Lighthouse's simulated phone started every script after it). The signed-in ones only for a device
// whose session is stored: shared-auth keeps this cookie while it is (session-storage.ts, the same name).

const SESSION_HINT_COOKIE = 'session-hint';

const SCRIPT_SOURCE = /<script\b[^>]*?\ssrc="([^"]+)"/g;
const LINK_TAG = /<link\b([^>]*)>/g;
const SIGNED_IN_SCRIPTS = /<meta name="signed-in-scripts" content="([^"]*)"/;
// An address that cannot end the header's entry early.
const PLAIN_ADDRESS = /^[^\s<>,;"]+$/;

export interface PagePreloads {
  /** Every page's scripts, in the page's order. */
  scripts: string[];
  /** What a signed-in page runs besides. */
  signedInScripts: string[];
}

/** The scripts `html` names for every page and for a signed-in one. */
export function pagePreloads(html: string): PagePreloads {
  const named: Array<{ at: number; src: string }> = [];
  for (const match of html.matchAll(SCRIPT_SOURCE)) named.push({ at: match.index, src: match[1]! });
  for (const match of html.matchAll(LINK_TAG)) {
    const attributes = match[1]!;
    const href = /\shref="([^"]+)"/.exec(attributes)?.[1];
    if (href && /\srel="preload"/.test(attributes) && /\sas="script"/.test(attributes)) {
      named.push({ at: match.index, src: href });
    }
  }
  const scripts = [...new Set(named.sort((a, b) => a.at - b.at).map(({ src }) => src))];
  const signedInScripts = (SIGNED_IN_SCRIPTS.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  return { scripts, signedInScripts };
}

/** The `Link` header value that preloads `addresses`; undefined when none can be named. */
export function preloadLinkHeader(addresses: string[]): string | undefined {
  const plain = addresses.filter((src) => PLAIN_ADDRESS.test(src));
  return plain.length > 0 ? plain.map((src) => `<${src}>; rel=preload; as=script`).join(', ') : undefined;
}

/** Whether the request comes from a device that stores a session. */
export const hasSessionHint = (cookieHeader: string | undefined) =>
  cookieValues(cookieHeader, SESSION_HINT_COOKIE).includes('1');

/** The preloads of the index.html at `indexFile`, read again when a deploy replaces the file. */
export function shellPreloads(indexFile: string): () => PagePreloads | undefined {
  let read: { mtimeMs: number; preloads: PagePreloads } | undefined;
  return () => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (read?.mtimeMs !== stat.mtimeMs) {
      read = { mtimeMs: stat.mtimeMs, preloads: pagePreloads(fs.readFileSync(indexFile, 'utf8')) };
    }
    return read.preloads;
  };
}
