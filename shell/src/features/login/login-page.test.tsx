import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store } from 'shared-auth';
import { calledRoutes, fakeToken } from 'shared-auth/testing';
import { currentPath, renderApp, stubApi } from '../../testing/render-app';
import publicEnglish from '../../locales/public/en.json';

const PUBLIC_PAGE_TEXT = publicEnglish.publicPage;
const LOGIN_MESSAGES = publicEnglish.login;

const tokens = (claims: { must_change_password?: boolean } = {}) => ({
  access_token: fakeToken({ full_name: 'Ada Admin', email: 'ada@acme.example', role: 'admin', ...claims }),
  refresh_token: 'refresh-1',
});

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(LOGIN_MESSAGES.email), email);
  if (password) await user.type(screen.getByLabelText(LOGIN_MESSAGES.password), password);
  await user.click(screen.getByRole('button', { name: LOGIN_MESSAGES.submit }));
}

describe('login page', () => {
  // The signed-in screens are lazy and pull in most of antd: loaded here once, so a busy machine spends that time
  // outside the tests that sign in and wait for the home page.
  // eslint-disable-next-line import-x/no-restricted-paths -- warms the chunk the page under test loads lazily
  beforeAll(() => Promise.all([import('../layout/app-layout'), import('../home/home-page')]), 60_000);

  it('says what the product does, links to forgot password, and shows the company', async () => {
    stubApi();
    await renderApp('/login');
    expect(
      screen.getByText(/uses AI identification and keeps encrypted logs for reports or audits/),
    ).toBeInTheDocument();
    expect(PUBLIC_PAGE_TEXT.intro).toContain('encrypted logs');
    expect(screen.getByRole('link', { name: LOGIN_MESSAGES.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
    expect(await screen.findByText('Acme Corporation')).toBeInTheDocument();
  });

  it('requires both fields and a valid email, without calling the api', async () => {
    const api = stubApi();
    await renderApp('/login');
    await logIn('', '');
    expect(screen.getByText(LOGIN_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeInTheDocument();

    await logIn('not-an-email', 'secret');
    expect(screen.getByText(LOGIN_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(LOGIN_MESSAGES.passwordRequired)).not.toBeInTheDocument();
    expect(calledRoutes(api)).not.toContain('POST /api/login');
  });

  it('shows the server error for a wrong password', async () => {
    stubApi({ 'POST /api/login': { status: 401, body: { error: 'Invalid email or password.' } } });
    await renderApp('/login');
    await logIn('ada@acme.example', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(store.getState().session.user).toBeNull();
  });

  it.each([
    ['an error without a message', { status: 500, body: {} }, LOGIN_MESSAGES.failed],
    ['an unreachable server', () => Promise.reject(new TypeError('fetch failed')), LOGIN_MESSAGES.unreachable],
  ])('falls back to the spec texts for %s', async (_case, answer, text) => {
    stubApi({ 'POST /api/login': answer });
    await renderApp('/login');
    await logIn('ada@acme.example', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('signs in and goes home, sending the credentials', async () => {
    const api = stubApi({
      'POST /api/login': async (request) =>
        JSON.stringify(await request.json()) === '{"email":"ada@acme.example","password":"Demo#2026"}'
          ? { body: tokens() }
          : { status: 400, body: { error: 'Unexpected body' } },
    });
    await renderApp('/login');
    await logIn(' ada@acme.example ', 'Demo#2026');
    expect(await screen.findByText('Welcome, Ada Admin')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    // The home page's own calls that follow carry the new token; the login call itself must not.
    // RTK Query sends Request objects; the shell's own reads (the remote registry) send a plain URL.
    const login = api.mock.calls
      .map(([input]) => input)
      .find((input): input is Request => input instanceof Request && input.url.endsWith('/api/login'));
    expect(login).toBeDefined();
    expect(login?.headers.get('Authorization')).toBeNull();
  });

  it('goes to /change_password when the token requires a password change', async () => {
    stubApi({ 'POST /api/login': { body: tokens({ must_change_password: true }) } });
    await renderApp('/login');
    await logIn('ada@acme.example', 'Temp#1234');
    expect(await screen.findByText('Your password must be changed before you can continue.')).toBeInTheDocument();
    expect(currentPath()).toBe('/change_password');
  });
});
