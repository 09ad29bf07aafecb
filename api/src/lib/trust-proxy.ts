import net from 'node:net';
import { ConfigError } from './env-parsers';

/** Fastify's `trustProxy` in the types it acts on: a string "1" would be read as an address and trust nothing. */
export type TrustProxy = boolean | string[] | HopTrust;

/** proxy-addr's trust function: `hop` 0 is the socket's peer, 1 the last X-Forwarded-For entry, and so on. */
export type HopTrust = ((address: string, hop: number) => boolean) & { hops: number };

/**
 * Fastify 5.12 trusts nothing for a bare number (it cannot tell a proxy from a client that forges the header), so
 * a hop count goes to it as the trust function proxy-addr applies: the nearest `hops` addresses are proxies.
 */
function trustHops(hops: number): HopTrust {
  return Object.assign((_address: string, hop: number) => hop < hops, { hops });
}

// proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDRs.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || net.isIP(entry) !== 0) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const version = net.isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `true` (every address is a proxy), a hop count (that many proxies in front: the client is the
 * address that many hops away), or the proxies' addresses/CIDRs. The first two believe whatever reaches the api
 * directly, so use them only when nothing does but through the proxies.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 32)
      throw new ConfigError(`TRUST_PROXY must be a hop count between 1 and 32 (got "${value}").`);
    return trustHops(hops);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count, or addresses/CIDRs separated by commas (not "${bad.join('", "')}").`,
    );
  }
  return entries;
}
