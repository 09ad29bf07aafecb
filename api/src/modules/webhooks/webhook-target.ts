import { checkOutboundUrl } from '../../lib/private-address';
import { webhookError } from './messages';

/** The endpoint URL an admin may register (lib/private-address.ts says which). */
export async function checkTargetUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  const checked = await checkOutboundUrl(raw, allowPrivate);
  if (checked instanceof URL) return checked;
  if (checked.problem === 'private') throw webhookError(400, 'webhook.private_target', { host: checked.host });
  throw webhookError(400, checked.problem === 'scheme' ? 'webhook.https_required' : 'webhook.invalid_url');
}
