import { hostOf, isPrivateAddress, resolveHost } from '../../lib/private-address';
import { pushError } from './messages';

async function resolvedOrNone(host: string): Promise<string[]> {
  try {
    return await resolveHost(host);
  } catch {
    // Not resolvable now: each delivery resolves it again and refuses a private answer then.
    return [];
  }
}

/**
 * The endpoint a browser's push service gave: https to a public host; http, or a private, loopback or link-local
 * host, only with WEBHOOK_ALLOW_PRIVATE=true (tests, intranets), as webhook targets.
 */
export async function checkPushEndpoint(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw pushError(400, 'push.invalid_endpoint');
  }
  if (url.username || url.password) throw pushError(400, 'push.invalid_endpoint');
  if (!['https:', 'http:'].includes(url.protocol)) throw pushError(400, 'push.https_required');
  const host = hostOf(url);
  const addresses = await resolvedOrNone(host);
  const isPrivate = host === 'localhost' || host.endsWith('.localhost') || addresses.some(isPrivateAddress);
  if (isPrivate && !allowPrivate) throw pushError(400, 'push.private_endpoint', { host });
  if (url.protocol === 'http:' && !(allowPrivate && isPrivate)) throw pushError(400, 'push.https_required');
  return url;
}

/** A P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, both base64url, as PushSubscription.toJSON(). */
export function validKeys(keys: { p256dh: string; auth: string }): boolean {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 0x04 && auth.length === 16;
}
