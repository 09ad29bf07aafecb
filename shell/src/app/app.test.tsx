import { screen } from '@testing-library/react';
import { federationStub } from '../testing/federation-runtime-stub';
import { currentPath, renderApp, signInAs, stubApi } from '../testing/render-app';
import english from '../locales/en.json';
import german from '../locales/de.json';

const NOT_FOUND_MESSAGES = english.notFound;

describe('routes and guards (docs/product-spec.md section 2)', () => {
  beforeEach(() => {
    stubApi();
    federationStub.provide('mf_settings/SettingsPage', () => ({ default: () => <h1>Settings page</h1> }));
  });

  it('sends a signed-out visitor to /login', async () => {
    await renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a role that may not open a route home', async () => {
    signInAs('manager');
    await renderApp('/settings');
    expect(await screen.findByText('Welcome, Test manager')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('opens the route for a role that may, with the remote page inside the layout', async () => {
    signInAs('admin');
    await renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Settings/ })).toBeInTheDocument();
  });

  it('sends a user who must change their password to /change_password', async () => {
    signInAs('employee', { must_change_password: true });
    await renderApp('/attendance');
    expect(await screen.findByText('Your password must be changed before you can continue.')).toBeInTheDocument();
    expect(currentPath()).toBe('/change_password');
  });

  it('opens the kiosk to a signed-out visitor, on its own without the sidebar', async () => {
    federationStub.provide('mf_attendance/KioskPage', () => ({ default: () => <h1>Kiosk page</h1> }));
    await renderApp('/kiosk');
    expect(await screen.findByRole('heading', { name: 'Kiosk page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/kiosk');
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  });

  it.each(['/no-such-page', '/settings/extra'])('shows 404 for %s', async (path) => {
    await renderApp(path);
    expect(await screen.findByText(NOT_FOUND_MESSAGES.title)).toBeInTheDocument();
    expect(NOT_FOUND_MESSAGES.title).toBe('404 - Page Not Found');
  });

  it("shows 404 in the signed-in person's own language, which arrives after its first render", async () => {
    stubApi({ 'GET /api/me/preferences': { body: { language: 'de', default_language: null } } });
    signInAs('employee');
    await renderApp('/no-such-page');
    expect(await screen.findByText(german.notFound.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: german.notFound.home })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
