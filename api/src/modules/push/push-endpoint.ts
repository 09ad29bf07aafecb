import { checkOutboundUrl } from '../../lib/private-address';
import { pushError } from './messages';

/** The endpoint a browser's push service gave, checked as webhook targets are (lib/private-address.ts). */
export async function checkPushEndpoint(raw: string, allowPrivate: boolean): Promise<URL> {
  const checked = await checkOutboundUrl(raw, allowPrivate);
  if (checked instanceof URL) return checked;
  if (checked.problem === 'private') throw pushError(400, 'push.private_endpoint', { host: checked.host });
  throw pushError(400, checked.problem === 'scheme' ? 'push.https_required' : 'push.invalid_endpoint');
}

/** A P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, both base64url, as PushSubscription.toJSON(). */
export function validKeys(keys: { p256dh: string; auth: string }): boolean {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  const auth = Buffer.from(keys.auth, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 0x04 && auth.length === 16;
}
