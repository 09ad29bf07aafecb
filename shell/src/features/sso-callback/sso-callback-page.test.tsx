import { screen } from '@testing-library/react';
import { store } from 'shared-auth';
import { calledRoutes, fakeToken } from 'shared-auth/testing';
import { currentPath, renderApp, stubApi } from '../../testing/render-app';
import publicEnglish from '../../locales/public/en.json';

const SSO_MESSAGES = publicEnglish.sso;

const tokens = {
  access_token: fakeToken({ full_name: 'Ada Admin', email: 'ada@acme.example', role: 'admin' }),
  refresh_token: 'refresh-1',
};

describe('the page the identity provider sends the browser back to', () => {
  // eslint-disable-next-line import-x/no-restricted-paths -- warms the chunks the sign-in leads to
  beforeAll(() => Promise.all([import('../layout/app-layout'), import('../home/home-page')]), 60_000);

  it('hands the provider’s answer to the api and starts the session as a password sign-in does', async () => {
    const api = stubApi({
      // The provider's answer as it came, without what the api does not take (session_state).
      'POST /api/oidc/callback': async (request) =>
        JSON.stringify(await request.json()) === '{"state":"s1","code":"c1","iss":"https://id.acme.example"}'
          ? { body: tokens }
          : { status: 400, body: { error: 'Unexpected body' } },
    });
    await renderApp('/sso/callback?state=s1&code=c1&iss=https%3A%2F%2Fid.acme.example&session_state=x');
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(store.getState().session.user?.email).toBe('ada@acme.example');
    expect(calledRoutes(api).filter((route) => route === 'POST /api/oidc/callback')).toHaveLength(1);
  });

  it('shows the api’s refusal, with the way back to the sign-in page', async () => {
    const error =
      'No employee account uses stranger@acme.example. Ask an administrator to add you, then sign in again.';
    stubApi({ 'POST /api/oidc/callback': { status: 403, body: { error, code: 'oidc.unknown_person' } } });
    await renderApp('/sso/callback?state=s1&code=c1');
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.getByRole('link', { name: SSO_MESSAGES.backToLogin })).toHaveAttribute('href', '/login');
    expect(store.getState().session.user).toBeNull();
  });

  it('sends nothing without a state: it is not a provider’s answer', async () => {
    const api = stubApi();
    await renderApp('/sso/callback?code=c1');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_MESSAGES.failed);
    expect(calledRoutes(api)).not.toContain('POST /api/oidc/callback');
  });
});
