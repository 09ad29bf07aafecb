import dns from 'node:dns';
import net from 'node:net';

/** Addresses an outgoing request must not reach: this host, the private networks, link-local (cloud metadata). */
const PRIVATE = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address (v4, v6, or v4 mapped into v6) is loopback, private, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Every address a host name resolves to (the literal itself for an IP). */
export async function resolveHost(host: string): Promise<string[]> {
  if (net.isIP(host)) return [host];
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

async function resolvedOrNone(host: string): Promise<string[]> {
  try {
    return await resolveHost(host);
  } catch {
    // Not resolvable now: each request resolves it again and refuses a private answer then.
    return [];
  }
}

/** Why an outbound URL is refused: not a URL (or one with credentials), not http(s), or a host that is not public. */
export type OutboundRefusal = { problem: 'invalid' } | { problem: 'scheme' } | { problem: 'private'; host: string };

/**
 * A URL the api will POST to for someone (a webhook target, a browser's push endpoint): https to a public host;
 * http, or a private, loopback or link-local host, only with WEBHOOK_ALLOW_PRIVATE=true (and http only to such a
 * host). Answers the URL, or why it is refused; each caller says it in its own words.
 */
export async function checkOutboundUrl(raw: string, allowPrivate: boolean): Promise<URL | OutboundRefusal> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'invalid' };
  }
  if (!['https:', 'http:'].includes(url.protocol)) return { problem: 'scheme' };
  if (url.username || url.password) return { problem: 'invalid' };
  const host = hostOf(url);
  const addresses = await resolvedOrNone(host);
  const isPrivate = host === 'localhost' || host.endsWith('.localhost') || addresses.some(isPrivateAddress);
  if (isPrivate && !allowPrivate) return { problem: 'private', host };
  if (url.protocol === 'http:' && !(allowPrivate && isPrivate)) return { problem: 'scheme' };
  return url;
}
