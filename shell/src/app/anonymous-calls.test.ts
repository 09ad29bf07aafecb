import { sessionFromTokens, signedIn, store, type StoredSession } from 'shared-auth';
import { fakeToken, stubFetch } from 'shared-auth/testing';
import { forgotPasswordApi } from '../features/forgot-password/forgot-password-page';
import { kioskPinApi } from '../features/kiosk-pin/own-pin-card';
import { loginApi } from '../features/login/login-page';
import { resetPasswordApi } from '../features/reset-password/reset-password-page';
import { brandingApi } from '../shared/branding';
import { ssoApi } from '../shared/sso-api';

/** The Authorization header of the one request `call` sends, from a signed-in tab. */
async function authorizationOf(call: () => PromiseLike<unknown>): Promise<string | null> {
  store.dispatch(signedIn(sessionFromTokens(fakeToken({ role: 'admin' }), 'refresh-1') as StoredSession));
  const fetch = stubFetch({});
  await call();
  expect(fetch).toHaveBeenCalledTimes(1);
  return (fetch.mock.calls[0]![0] as Request).headers.get('Authorization');
}

// docs/product-spec.md section 6: sign-in, the password-reset calls and the branding go without a token.
describe('calls the shell makes before sign-in', () => {
  it.each([
    ['GET /api/branding', () => store.dispatch(brandingApi.endpoints.getBranding.initiate())],
    [
      'POST /api/login',
      () => store.dispatch(loginApi.endpoints.postLogin.initiate({ body: { email: 'a@acme.example', password: 'x' } })),
    ],
    ['GET /api/oidc/provider', () => store.dispatch(ssoApi.endpoints.getOidcProvider.initiate())],
    ['POST /api/oidc/start', () => store.dispatch(ssoApi.endpoints.postOidcStart.initiate())],
    [
      'POST /api/oidc/callback',
      () => store.dispatch(ssoApi.endpoints.postOidcCallback.initiate({ body: { state: 's', code: 'c' } })),
    ],
    [
      'POST /api/forgot_password',
      () =>
        store.dispatch(forgotPasswordApi.endpoints.postForgotPassword.initiate({ body: { email: 'a@acme.example' } })),
    ],
    [
      'POST /api/reset_password',
      () =>
        store.dispatch(
          resetPasswordApi.endpoints.postResetPassword.initiate({ body: { token: 't', new_password: 'Secret#2026' } }),
        ),
    ],
  ])('%s sends no bearer token, even when signed in', async (_route, call) => {
    expect(await authorizationOf(call)).toBeNull();
  });

  it('while a signed-in call carries it', async () => {
    expect(await authorizationOf(() => store.dispatch(kioskPinApi.endpoints.getMePin.initiate()))).toMatch(/^Bearer /);
  });
});
