import { signedIn, signedOut } from '../session/session-slice';
import { sessionFromTokens } from '../session/token-claims';
import type { StoredSession } from '../session/session-slice';
import { store } from '../store';
import { calledRoutes, fakeToken, stubFetch } from '../testing';
import { authorizedFetch } from './authorized-fetch';

describe('authorizedFetch', () => {
  afterEach(() => {
    store.dispatch(signedOut());
    jest.restoreAllMocks();
  });

  it('sends the bearer token and retries once after a refresh on 401', async () => {
    const fresh = { access_token: fakeToken(), refresh_token: 'refresh-new' };
    store.dispatch(signedIn(sessionFromTokens(fakeToken(), 'refresh-old') as StoredSession));
    const fetchMock = stubFetch({
      'POST /api/refresh': { body: fresh },
      'GET /api/timesheet?start_date=2026-03-01': (request) =>
        request.headers.get('Authorization') === `Bearer ${fresh.access_token}`
          ? { body: { ok: true } }
          : { status: 401 },
    });
    const response = await authorizedFetch('/timesheet?start_date=2026-03-01');
    expect(response.status).toBe(200);
    expect(calledRoutes(fetchMock)).toEqual([
      'GET /api/timesheet?start_date=2026-03-01',
      'POST /api/refresh',
      'GET /api/timesheet?start_date=2026-03-01',
    ]);
  });
});
