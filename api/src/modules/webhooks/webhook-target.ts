import { hostOf, isPrivateAddress, resolveHost } from '../../lib/private-address';
import { webhookError } from './messages';

async function resolvedOrNone(host: string): Promise<string[]> {
  try {
    return await resolveHost(host);
  } catch {
    // Not resolvable now: each delivery resolves it again and refuses a private answer then.
    return [];
  }
}

/**
 * The endpoint URL an admin may register: https to a public host; http, or a private, loopback or link-local
 * host, only with WEBHOOK_ALLOW_PRIVATE=true (and http only to such a host).
 */
export async function checkTargetUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw webhookError(400, 'webhook.invalid_url');
  }
  if (url.username || url.password || !['https:', 'http:'].includes(url.protocol)) {
    throw webhookError(
      400,
      url.protocol === 'https:' || url.protocol === 'http:' ? 'webhook.invalid_url' : 'webhook.https_required',
    );
  }
  const host = hostOf(url);
  const addresses = await resolvedOrNone(host);
  const isPrivate = host === 'localhost' || host.endsWith('.localhost') || addresses.some(isPrivateAddress);
  if (isPrivate && !allowPrivate) throw webhookError(400, 'webhook.private_target', { host });
  if (url.protocol === 'http:' && !(allowPrivate && isPrivate)) throw webhookError(400, 'webhook.https_required');
  return url;
}
