import { store } from '../store';
import { calledRoutes, fakeToken, stubFetch } from '../testing';
import { REFRESH_CHECK_INTERVAL_MS, startSessionRefreshLoop } from './session-refresh-loop';
import { signedIn, signedOut, type StoredSession } from './session-slice';
import { REFRESH_THRESHOLD_SECONDS, sessionFromTokens } from './token-claims';

const refreshes = (mock: ReturnType<typeof stubFetch>) =>
  calledRoutes(mock).filter((route) => route === 'POST /api/refresh').length;

describe('session refresh loop', () => {
  let stop = () => {};
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-05T09:00:00Z') }));
  afterEach(() => {
    stop();
    store.dispatch(signedOut());
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const signInExpiringIn = (seconds: number) =>
    store.dispatch(signedIn(sessionFromTokens(fakeToken({}, seconds), 'refresh-old') as StoredSession));
  const stubRefresh = () =>
    stubFetch({ 'POST /api/refresh': { body: { access_token: fakeToken({}, 900), refresh_token: 'refresh-new' } } });

  it('uses the spec numbers', () => {
    expect(REFRESH_THRESHOLD_SECONDS).toBe(120);
    expect(REFRESH_CHECK_INTERVAL_MS).toBe(300000);
  });

  it('refreshes on start when the token is under 120 s from expiry', async () => {
    signInExpiringIn(100);
    const fetchMock = stubRefresh();
    stop = startSessionRefreshLoop(store);
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshes(fetchMock)).toBe(1);
    expect(store.getState().session.user?.refreshToken).toBe('refresh-new');
  });

  it('checks every 300000 ms and refreshes once the threshold is crossed', async () => {
    signInExpiringIn(400);
    const fetchMock = stubRefresh();
    stop = startSessionRefreshLoop(store);
    await jest.advanceTimersByTimeAsync(REFRESH_CHECK_INTERVAL_MS - 1);
    expect(refreshes(fetchMock)).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshes(fetchMock)).toBe(1);
  });

  it('stops checking when stopped, and does nothing while signed out', async () => {
    const fetchMock = stubRefresh();
    stop = startSessionRefreshLoop(store);
    await jest.advanceTimersByTimeAsync(REFRESH_CHECK_INTERVAL_MS);
    stop();
    signInExpiringIn(10);
    await jest.advanceTimersByTimeAsync(REFRESH_CHECK_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
