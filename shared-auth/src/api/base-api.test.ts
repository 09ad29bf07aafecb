import { signedIn, signedOut } from '../session/session-slice';
import { sessionFromTokens } from '../session/token-claims';
import type { StoredSession } from '../session/session-slice';
import { store } from '../store';
import { calledRoutes, fakeToken, stubFetch, type StubRoute } from '../testing';
import { baseApi } from './base-api';

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testItem: build.query<{ id: number }, number>({ query: (id) => `items/${id}` }),
    testAnonymous: build.mutation<{ message: string }, void>({
      query: () => ({ url: 'forgot_password', method: 'POST', body: {} }),
      extraOptions: { anonymous: true },
    }),
  }),
});

const signInWith = (token: string) => {
  const session = sessionFromTokens(token, 'refresh-old') as StoredSession;
  store.dispatch(signedIn(session));
  return session;
};
const bearer = (request: Request) => request.headers.get('Authorization');
const fetchItem = (id: number) => store.dispatch(testApi.endpoints.testItem.initiate(id));

describe('base api', () => {
  const fresh = { access_token: fakeToken({ full_name: 'Fresh' }), refresh_token: 'refresh-new' };
  const refresh: StubRoute = (request) =>
    bearer(request) === 'Bearer refresh-old' ? { body: fresh } : { status: 401, body: { error: 'Reused token' } };
  const item =
    (delayMs = 0): StubRoute =>
    (request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      return bearer(request) === `Bearer ${fresh.access_token}`
        ? { body: { id } }
        : { status: 401, body: { error: 'Expired' }, delayMs };
    };

  afterEach(() => {
    store.dispatch(signedOut());
    jest.restoreAllMocks();
  });

  it('refreshes ONCE for concurrent 401s, then retries each call', async () => {
    signInWith(fakeToken({}, 900));
    const fetchMock = stubFetch({
      'POST /api/refresh': refresh,
      'GET /api/items/1': item(),
      'GET /api/items/2': item(30),
      'GET /api/items/3': item(60),
    });
    const results = await Promise.all([fetchItem(1), fetchItem(2), fetchItem(3)]);
    expect(results.map((result) => result.data)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(calledRoutes(fetchMock).filter((route) => route === 'POST /api/refresh')).toHaveLength(1);
    expect(store.getState().session.user).toMatchObject({ token: fresh.access_token, refreshToken: 'refresh-new' });
    expect(JSON.parse(window.localStorage.getItem('user')!).refreshToken).toBe('refresh-new');
  });

  it('signs out and clears storage when the refresh fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    signInWith(fakeToken({}, 900));
    stubFetch({ 'POST /api/refresh': { status: 401, body: { error: 'Expired' } }, 'GET /api/items/1': item() });
    const result = await fetchItem(1);
    expect(result.isSuccess).toBe(false);
    expect(store.getState().session.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('refreshes a token close to expiry before the call', async () => {
    signInWith(fakeToken({}, 60));
    const fetchMock = stubFetch({ 'POST /api/refresh': refresh, 'GET /api/items/7': item() });
    expect((await fetchItem(7)).data).toEqual({ id: 7 });
    expect(calledRoutes(fetchMock)).toEqual(['POST /api/refresh', 'GET /api/items/7']);
  });

  it('sends no bearer token on anonymous calls and never refreshes for them', async () => {
    signInWith(fakeToken({}, 60));
    const fetchMock = stubFetch({
      'POST /api/forgot_password': (request) => ({ body: { message: String(bearer(request)) } }),
    });
    const result = await store.dispatch(testApi.endpoints.testAnonymous.initiate());
    expect(result.data).toEqual({ message: 'null' });
    expect(calledRoutes(fetchMock)).toEqual(['POST /api/forgot_password']);
  });

  it('drops cached data when the session ends', async () => {
    signInWith(fresh.access_token);
    stubFetch({ 'GET /api/items/1': item() });
    await fetchItem(1);
    expect(testApi.endpoints.testItem.select(1)(store.getState()).data).toEqual({ id: 1 });
    store.dispatch(signedOut());
    expect(testApi.endpoints.testItem.select(1)(store.getState()).data).toBeUndefined();
  });
});
