import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sha256Hex } from '../../lib/crypto';
import type { AuthKiosk } from '../../plugins/context';
import { kioskByCredentialHash, touchKiosk } from './kiosk-repository';
import { kioskError, LAST_SEEN_EVERY_MS } from './messages';

/** A kiosk's own scheme, so that no bearer-token route can mistake the credential for a user's token. */
export function kioskCredential(header: string | undefined): string | undefined {
  return /^Kiosk\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/** The kiosk behind the request's credential; refuses a missing, unknown or revoked one. */
export async function authenticateKiosk(app: FastifyInstance, request: FastifyRequest): Promise<AuthKiosk> {
  const credential = kioskCredential(request.headers.authorization);
  if (!credential) throw kioskError(401, 'kiosk.missing_credential');
  const kiosk = await kioskByCredentialHash(app.db, sha256Hex(credential));
  if (!kiosk) throw kioskError(401, 'kiosk.invalid_credential');
  const now = new Date();
  if (!kiosk.last_seen_at || now.getTime() - kiosk.last_seen_at.getTime() > LAST_SEEN_EVERY_MS) {
    await touchKiosk(app.db, kiosk.kiosk_id, now);
  }
  return {
    id: kiosk.kiosk_id,
    name: kiosk.name,
    locationName: kiosk.location_name,
    latitude: kiosk.latitude,
    longitude: kiosk.longitude,
  };
}

/** The kiosk's own credential check, on the routes that declare `access: 'kiosk'` (and only there). */
export const kioskAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('kiosk', null);
  // On those routes alone: every other request skips the hook rather than running it to return at once.
  const onKioskRequest = async (request: FastifyRequest) => {
    request.kiosk = await authenticateKiosk(app, request);
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'kiosk') return;
    route.onRequest = [...[route.onRequest ?? []].flat(), onKioskRequest];
  });
});

/** The kiosk of a route that declares `access: 'kiosk'` (the hook guarantees it is set). */
export function currentKiosk(request: FastifyRequest): AuthKiosk {
  if (!request.kiosk) throw kioskError(401, 'kiosk.missing_credential');
  return request.kiosk;
}
