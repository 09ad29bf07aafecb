import { screen, waitFor } from '@testing-library/react';
import { currentLanguage, PREPAINT_STORAGE_KEY, signedOut, store, type Language } from 'shared-auth';
import { renderApp, signInAs, stubApi } from '../testing/render-app';
import { lastSignedInLanguage } from './prepaint';

// The inline script of index.html, as the page runs it (plain script; CommonJS exports under test).
const { prepaintPlan, drawPrepaint } = jest.requireActual<{
  prepaintPlan: (storage: Storage, pathname: string) => { page: { heading: string; level: number } } | null;
  drawPrepaint: (document: Document, plan: object) => HTMLElement;
}>('../../prepaint/prepaint.js');
// The inline script of index.html's head.
const { preloadSignedInScripts } = jest.requireActual<{
  preloadSignedInScripts: (document: Document, storage: Storage) => string[];
}>('../../prepaint/preload.js');

const preferences = (language: Language) => ({
  'GET /api/me/preferences': { body: { language, default_language: null } },
});

/** The app as the person last saw it, which writes the snapshot; then the page is gone, as before a reload. */
async function visitInLanguage(language: Language, role: 'employee' | 'manager' = 'employee') {
  stubApi(preferences(language));
  const session = signInAs(role);
  const view = await renderApp('/');
  await waitFor(() => expect(currentLanguage()).toBe(language));
  await waitFor(() => expect(JSON.parse(localStorage.getItem(PREPAINT_STORAGE_KEY)!).language).toBe(language));
  view.unmount();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  return session;
}

const plan = (pathname: string) => prepaintPlan(localStorage, pathname);

describe('the pre-painted frame of index.html', () => {
  it("draws the person's frame and the screen's heading in their language, Arabic right to left", async () => {
    const session = await visitInLanguage('ar');
    expect(plan('/')?.page).toEqual(expect.objectContaining({ heading: 'مرحبًا، Test employee', level: 3 }));
    const leave = plan('/leave-request/')!;
    expect(leave.page).toEqual(expect.objectContaining({ heading: 'طلب إجازة', level: 2 }));

    const frame = drawPrepaint(document, leave);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // A picture only: no second heading or navigation for a screen reader while the app's own arrive.
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame).toHaveTextContent('طلب إجازة');
    expect(frame).toHaveTextContent(session.fullName);
    expect(frame.querySelector('.pp-selected')).toHaveTextContent('طلب إجازة');
    expect(lastSignedInLanguage(session)).toBe('ar');
    frame.remove();
  });

  it('draws nothing signed out, on the pages without the frame, or on a screen the person may not open', async () => {
    await visitInLanguage('en');
    expect(plan('/attendance')?.page.heading).toBe('Attendance');
    for (const pathname of ['/login', '/kiosk', '/forgot_password', '/no-such-page', '/reports-dashboard']) {
      expect([pathname, plan(pathname)]).toEqual([pathname, null]);
    }
    store.dispatch(signedOut());
    expect(localStorage.getItem(PREPAINT_STORAGE_KEY)).toBeNull();
    expect(plan('/attendance')).toBeNull();
  });

  it("never shows one person's frame to another: the snapshot is the signed-in person's", async () => {
    const employee = await visitInLanguage('de');
    const snapshot = localStorage.getItem(PREPAINT_STORAGE_KEY)!;
    // Another person signed in on this device, before their first render wrote their own snapshot.
    signInAs('manager');
    localStorage.setItem(PREPAINT_STORAGE_KEY, snapshot);
    expect(plan('/')).toBeNull();
    expect(lastSignedInLanguage(store.getState().session.user)).toBeUndefined();
    expect(lastSignedInLanguage(employee)).toBe('de');
  });

  it('is forgotten while a password change is due: the next visit does not draw the menu the frame no longer has', async () => {
    await visitInLanguage('en');
    stubApi(preferences('en'));
    signInAs('employee', { must_change_password: true });
    await renderApp('/');
    await waitFor(() => expect(localStorage.getItem(PREPAINT_STORAGE_KEY)).toBeNull());
    expect(plan('/')).toBeNull();
  });

  it("goes as the app's first screen renders: one heading, the app's own", async () => {
    stubApi(preferences('en'));
    signInAs('employee');
    const prepainted = document.body.appendChild(document.createElement('div'));
    prepainted.id = 'prepaint';
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Test employee' })).toBeInTheDocument();
    expect(document.getElementById('prepaint')).toBeNull();
  });

  it("fetches the signed-in page's first scripts from the start when a session is kept, none signed out", () => {
    const named = document.createElement('meta');
    named.name = 'signed-in-scripts';
    named.content = '/antd.0123abcd.js';
    document.head.appendChild(named);
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);

    store.dispatch(signedOut());
    expect(preloadSignedInScripts(document, localStorage)).toEqual([]);
    expect(preloads()).toEqual([]);

    signInAs('employee');
    expect(preloadSignedInScripts(document, localStorage)).toEqual(['/antd.0123abcd.js']);
    expect(preloads()).toEqual([['script', 'http://localhost/antd.0123abcd.js']]);
    document.head
      .querySelectorAll('meta[name="signed-in-scripts"], link[rel="preload"]')
      .forEach((node) => node.remove());
  });
});
