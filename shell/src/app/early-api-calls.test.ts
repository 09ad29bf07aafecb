import { store, type StoredSession } from 'shared-auth';
import { calledRoutes, fakeToken } from 'shared-auth/testing';
import { enhancedApi } from '../generated-api';
import { brandingApi } from '../shared/branding';
import { signInAs, stubApi } from '../testing/render-app';
import { answerWithEarlyCalls, forgetEarlyApiCalls, startEarlyApiCalls } from './early-api-calls';

const BRANDING = { company_name: 'Acme Corporation', logo_path: null };
const PREFERENCES = { language: 'en' };

/** The pre-paint's snapshot of `session`'s last visit (features/layout/prepaint-snapshot.ts), in English. */
const rememberVisit = (session: StoredSession) =>
  window.localStorage.setItem(
    'prepaint',
    JSON.stringify({ user: session.employee_id, email: session.email, language: 'en' }),
  );

/** The page as index.ts starts it: the early calls go out through the stub, the app's own requests through the takeover. */
function startPage(pathname: string) {
  // The stub stands in for the browser's fetch (stubApi spies on it).
  const send = globalThis.fetch;
  startEarlyApiCalls(pathname, window.localStorage, send);
  globalThis.fetch = answerWithEarlyCalls(send);
}

const branding = () => store.dispatch(brandingApi.endpoints.getBranding.initiate()).unwrap();
const preferences = () => store.dispatch(enhancedApi.endpoints.getMePreferences.initiate()).unwrap();

describe('the first screen api calls started before the app', () => {
  beforeEach(() => store.dispatch(enhancedApi.util.resetApiState()));
  afterEach(forgetEarlyApiCalls);

  it("starts the attendance screen's calls at once, and the app's queries take their answers: each request once", async () => {
    const api = stubApi({ 'GET /api/me/preferences': { body: PREFERENCES }, 'GET /api/current_status': { body: {} } });
    rememberVisit(signInAs('employee'));
    startPage('/attendance');
    expect(calledRoutes(api)).toEqual(['GET /api/branding', 'GET /api/me/preferences', 'GET /api/current_status']);

    expect(await branding()).toEqual(BRANDING);
    expect(await preferences()).toEqual(PREFERENCES);
    expect(calledRoutes(api)).toHaveLength(3);
  });

  it('hands an answer out once: a later query, or one after a change, asks the api', async () => {
    const api = stubApi({ 'GET /api/me/preferences': { body: PREFERENCES } });
    rememberVisit(signInAs('employee'));
    startPage('/');
    await branding();
    store.dispatch(enhancedApi.util.resetApiState());
    await branding();
    await fetch(new Request('http://localhost/api/me/pin', { method: 'PUT' }));
    await preferences();
    expect(calledRoutes(api)).toEqual([
      'GET /api/branding',
      'GET /api/me/preferences',
      'GET /api/branding',
      'PUT /api/me/pin',
      'GET /api/me/preferences',
    ]);
  });

  it('refreshes the session when the early answer is a 401, and asks again with the new token', async () => {
    const session = signInAs('employee');
    const api = stubApi({
      'GET /api/me/preferences': (request) =>
        request.headers.get('Authorization') === `Bearer ${session.token}`
          ? { status: 401, body: { error: 'Token expired' } }
          : { body: PREFERENCES },
      'POST /api/refresh': { body: { access_token: fakeToken({ sub: '7', role: 'employee' }), refresh_token: 'r2' } },
    });
    rememberVisit(session);
    startPage('/');
    expect(await preferences()).toEqual(PREFERENCES);
    expect(calledRoutes(api)).toEqual([
      'GET /api/branding',
      'GET /api/me/preferences',
      'POST /api/refresh',
      'GET /api/me/preferences',
    ]);
  });

  it('starts nothing signed out, nor for a session without its own snapshot (the language would differ)', () => {
    const api = stubApi();
    startPage('/attendance');
    const session = signInAs('employee');
    window.localStorage.setItem('prepaint', JSON.stringify({ user: 'someone-else', email: session.email }));
    startPage('/attendance');
    expect(calledRoutes(api)).toEqual([]);
  });
});
