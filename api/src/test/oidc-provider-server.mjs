// A real OpenID Connect provider for the tests (oidc-provider, ESM-only: started with plain node, not in jest).
// OIDC_TEST_PROVIDER (JSON): { client: { client_id, client_secret, redirect_uris }, accounts: { id: claims } }; or
// the same posted to /__test/configure later (an end-to-end test learns its app's address, the redirect URI's, after
// the api started with this issuer). Until configured it answers 503.
// Signs in anyone listed at its own login form (the package's development interactions: login = account id, any
// password), needs PKCE, and grants the scopes asked without a consent screen. Prints {"issuer": ...} when ready.
import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;
const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

/** The provider for `client` and its `accounts`, as a request handler. */
function configure({ client, accounts }) {
  const provider = new Provider(issuer, {
    clients: [{ token_endpoint_auth_method: 'client_secret_post', ...client }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'role', 'groups'],
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const claims = accounts[id];
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    // First-party client: what it asks for is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session.accountId,
        clientId: ctx.oidc.client.clientId,
      });
      grant.addOIDCScope(ctx.oidc.params.scope);
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'json';
      ctx.body = out;
    },
  });
  provider.on('server_error', (_ctx, err) => process.stderr.write(`${err.stack}\n`));
  return provider.callback();
}

let handler = process.env.OIDC_TEST_PROVIDER ? configure(JSON.parse(process.env.OIDC_TEST_PROVIDER)) : undefined;
server.on('request', async (req, res) => {
  if (req.method === 'POST' && req.url === '/__test/configure') {
    let body = '';
    for await (const chunk of req) body += chunk;
    handler = configure(JSON.parse(body));
    res.writeHead(204).end();
  } else if (handler) handler(req, res);
  else res.writeHead(503).end();
});
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
