import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { access } from '../../plugins/access';
import { createRateLimit } from '../../lib/rate-limit';
import { authError, recordSignInFailure } from '../auth';
import { createFlowCookies } from './flow-cookie';
import { CALLBACK_PAGE, oidcError } from './messages';
import { createOidcClient, ProviderRefused, ProviderUnreachable, sameState } from './oidc-client';
import * as schemas from './oidc-schemas';
import { signInWithClaims } from './oidc-sign-in';

const publicRoute = { ...access.public, employeeData: 'own', tokenScope: null } as const;
const REASON = /^[\w.-]{1,64}$/;

export const oidcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = app.config.oidc;
  const oidc = settings && createOidcClient(settings, `${app.config.appUrl}${CALLBACK_PAGE}`);
  const flows = createFlowCookies(app.config.jwtSecret);
  const secure = (request: FastifyRequest) => request.protocol === 'https';
  // Refused callbacks are audited like failed password sign-ins; past the per-address limit they are only refused.
  const refusals = createRateLimit(app.counters, {
    name: 'oidc-refused:address',
    max: app.config.loginMaxAttemptsPerIp,
    windowSeconds: app.config.loginWindowSeconds,
    refusal: (retryAfterSeconds) => authError(429, 'auth.too_many_attempts', { retryAfterSeconds }),
  });

  function configured() {
    if (!settings || !oidc) throw oidcError(404, 'oidc.not_configured');
    return { oidc, provider: settings.providerName };
  }

  app.get(
    '/api/oidc/provider',
    { config: { ...publicRoute, employeeData: 'none' }, schema: schemas.ProviderSchema },
    () => ({
      enabled: settings !== undefined,
      name: settings?.providerName ?? null,
    }),
  );

  app.post('/api/oidc/start', { config: publicRoute, schema: schemas.StartSchema }, async (request, reply) => {
    const { oidc, provider } = configured();
    const started = await oidc.start().catch((err: unknown) => {
      if (!(err instanceof ProviderUnreachable)) throw err;
      request.log.warn({ err }, 'the identity provider cannot be reached');
      throw oidcError(503, 'oidc.provider_unreachable', { provider }, { retryAfterSeconds: 30 });
    });
    void reply.header('set-cookie', flows.issue(started.flow, secure(request)));
    return { authorization_url: started.url };
  });

  app.post('/api/oidc/callback', { config: publicRoute, schema: schemas.CallbackSchema }, async (request, reply) => {
    const { oidc, provider } = configured();
    const { body } = request;
    const flow = flows.read(request.headers.cookie).find((candidate) => sameState(body.state, candidate.state));
    const fail = async (reason: string, result: string) => {
      await refusals.hit(request.ip);
      await recordSignInFailure(app, null, { ip: request.ip, method: 'oidc', reason, result });
    };
    if (!flow) {
      await fail('state not of this browser or expired', 'invalid_state');
      throw oidcError(401, 'oidc.invalid_state');
    }
    // Each started sign-in is finished once, whatever the outcome.
    void reply.header('set-cookie', flows.clear(secure(request)));
    const refused = async (given: string) => {
      const reason = REASON.test(given) ? given : 'refused';
      await fail(`the identity provider refused: ${reason}`, 'refused');
      return oidcError(401, 'oidc.provider_refused', { provider, reason });
    };
    if (body.error !== undefined) throw await refused(body.error);
    const claims = await oidc.finish(flow, body).catch(async (err: unknown) => {
      if (err instanceof ProviderUnreachable) throw oidcError(503, 'oidc.provider_unreachable', { provider });
      if (err instanceof ProviderRefused) throw await refused(err.reason);
      request.log.warn({ err }, 'single sign-on: the code exchange or the ID token check failed');
      await fail('code exchange or ID token check failed', 'exchange_failed');
      throw oidcError(401, 'oidc.exchange_failed', { provider });
    });
    return signInWithClaims(app, claims, request.ip);
  });
};
