import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi, store } from 'shared-auth';
import { calledRoutes } from 'shared-auth/testing';
import { renderApp, stubApi } from '../../testing/render-app';
import { goTo } from './sso-button';
import publicEnglish from '../../locales/public/en.json';

const LOGIN_MESSAGES = publicEnglish.login;

const SSO_ON = { 'GET /api/oidc/provider': { body: { enabled: true, name: 'Acme ID' } } };
const ssoButton = () => screen.queryByRole('button', { name: /^Sign in with/ });

describe('the sign-in page’s single sign-on button', () => {
  // A read cached by the test before (refetched as it signed out) would answer instead of this test's api.
  beforeEach(() => store.dispatch(baseApi.util.resetApiState()));

  it.each([
    ['off', { body: { enabled: false, name: null } }],
    ['unknown (the call failed)', { status: 500, body: {} }],
  ])('is not there while single sign-on is %s', async (_case, answer) => {
    const api = stubApi({ 'GET /api/oidc/provider': answer });
    await renderApp('/login');
    expect(screen.getByRole('button', { name: LOGIN_MESSAGES.submit })).toBeInTheDocument();
    expect(calledRoutes(api)).toContain('GET /api/oidc/provider');
    expect(ssoButton()).not.toBeInTheDocument();
  });

  it("says 'Sign in with <provider>' when it is on, and takes the browser to the provider", async () => {
    const url = 'https://id.acme.example/authorize?client_id=attendance&state=s1';
    const api = stubApi({ ...SSO_ON, 'POST /api/oidc/start': { body: { authorization_url: url } } });
    const assign = jest.spyOn(goTo, 'url').mockImplementation(() => undefined);
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Acme ID' }));
    expect(assign).toHaveBeenCalledWith(url);
    expect(calledRoutes(api)).toContain('POST /api/oidc/start');
    expect(calledRoutes(api)).not.toContain('POST /api/login');
  });

  it('shows the api’s message when the provider cannot be reached', async () => {
    const error = 'Acme ID cannot be reached right now. Please try again later.';
    stubApi({ ...SSO_ON, 'POST /api/oidc/start': { status: 503, body: { error, code: 'oidc.provider_unreachable' } } });
    const assign = jest.spyOn(goTo, 'url').mockImplementation(() => undefined);
    await renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(assign).not.toHaveBeenCalled();
  });
});
